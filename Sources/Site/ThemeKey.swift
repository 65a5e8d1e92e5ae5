import Content
import Incremental
import Theme

/// The content key of a loaded theme: every template, strings and asset file it was made from.
enum ThemeKey {
    /// `theme` keyed by `sources` (the `Theme/` texts read) and its assets' bytes.
    static func keyed(_ theme: Theme, sources: [String: String]) -> Keyed<Theme> {
        var bytes: [UInt8] = []
        for path in sources.keys.sorted() where path.hasPrefix("Theme/") {
            bytes.appendString(path)
            bytes.appendString(sources[path]!)
        }
        for path in theme.assets.keys.sorted() {
            bytes.appendString(path)
            bytes.appendWord(UInt64(theme.assets[path]!.count))
            bytes += theme.assets[path]!
        }
        return Keyed(theme, key: StableHash.Key(bytes))
    }
}
