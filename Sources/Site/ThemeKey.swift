import Content
import Incremental
import Theme

/// The content key of a loaded theme: every template, strings and asset file it was made from.
enum ThemeKey {
    /// `theme` keyed by `sources` (the `Theme/` texts read), its assets' bytes and its merged strings.
    static func keyed(_ theme: Theme, sources: [String: String]) -> Keyed<Theme> {
        var hasher = StableHasher(.theme)
        hasher.combine(sources.filter { $0.key.hasPrefix("Theme/") })
        hasher.combine(theme.assets.mapValues { StableHash.Key($0) })
        // The strings as merged: a site's file over a built-in one is read with the built-in file's text.
        hasher.combine(theme.strings)
        return Keyed(theme, key: hasher.finalize())
    }
}
