import Foundation
import SiteFiles

/// The element ids the theme's templates give their own elements (`id="pu-main"`), which article headings must
/// not take: found in the templates themselves, so a theme that adds an element cannot be shadowed by a
/// heading with the same slug.
///
/// An id built with a tag (`id="pu-home-{{lang}}"`) comes back as its literal part before the first tag with
/// a trailing `*` (`pu-home-*`); `ContentLoader` reserves that prefix followed by each of the site's language
/// codes (the only value the built-in templates put in an id).
public enum ThemeElementIDs {
    /// Every id of `Theme/templates/*.mustache` under `siteRoot` (unreadable templates are skipped here; the
    /// theme loader reports them).
    public static func scan(siteRoot: URL) -> Set<String> {
        let folder = SiteFolder(root: siteRoot)
        var ids: Set<String> = []
        for name in folder.entries(ThemeLoader.templatesFolder) where name.hasSuffix(".mustache") {
            guard let bytes = try? folder.read("\(ThemeLoader.templatesFolder)/\(name)") else { continue }
            ids.formUnion(self.ids(in: String(decoding: bytes, as: UTF8.self)))
        }
        return ids
    }

    /// The ids one template's text gives: the values of its `id="…"` and `id='…'` attributes.
    public static func ids(in template: String) -> Set<String> {
        var ids: Set<String> = []
        let scalars = Array(template.unicodeScalars)
        var index = 0
        while index + 4 <= scalars.count {
            // ` id=` or a line or tag start before it, so `data-id=` or `grid=` do not count.
            let before = index == 0 ? " " : scalars[index - 1]
            guard scalars[index] == "i", scalars[index + 1] == "d", scalars[index + 2] == "=",
                before == " " || before == "\n" || before == "\t",
                scalars[index + 3] == "\"" || scalars[index + 3] == "'"
            else {
                index += 1
                continue
            }
            let quote = scalars[index + 3]
            var end = index + 4
            while end < scalars.count, scalars[end] != quote { end += 1 }
            var value = String(String.UnicodeScalarView(scalars[(index + 4)..<end]))
            if let tag = value.range(of: "{{") { value = String(value[..<tag.lowerBound]) + "*" }
            if !value.isEmpty && value != "*" { ids.insert(value) }
            index = end + 1
        }
        return ids
    }
}
