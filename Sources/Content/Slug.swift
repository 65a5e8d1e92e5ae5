import Foundation

/// URL slugs of articles: lowercase ASCII letters, digits and single hyphens.
public enum Slug {
    /// Slugs of pages Puente makes in every language folder (or keeps for them), with what they are: an
    /// article there would be silently replaced, so it is an error instead.
    public static let reserved: [String: String] = [
        "search": "the language's search page", "tags": "the tag pages", "assets": "the theme's assets",
        "feeds": "the feeds", "404": "the page-not-found page",
    ]

    /// Whether `text` is a usable slug (`backporting-ios-15`).
    public static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 120, !text.hasPrefix("-"), !text.hasSuffix("-"), !text.contains("--")
        else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// A valid slug close to `text`: accents folded, other characters turned into hyphens; `article` if nothing is left.
    public static func suggestion(for text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var out = ""
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty && !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "article" : out
    }
}
