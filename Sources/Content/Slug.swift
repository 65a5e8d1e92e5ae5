import Foundation

/// URL slugs of articles: lowercase ASCII letters, digits and single hyphens.
public enum Slug {
    /// Slugs of pages Puente makes in every language folder (or keeps for them), with what they are: an
    /// article there would be silently replaced, so it is an error instead.
    public static let reserved: [String: String] = [
        "search": "the language's search page", "tags": "the tag pages", "assets": "the theme's assets",
        "feeds": "the feeds", "404": "the page-not-found page",
    ]

    /// The longest slug, in characters (a file name and a URL path stay well within the systems' limits).
    public static let maxLength = 120

    /// Whether `text` is a usable slug (`backporting-ios-15`).
    public static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= maxLength, !text.hasPrefix("-"), !text.hasSuffix("-"), !text.contains("--")
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
        if out.count > maxLength {
            // Cut at the last hyphen that keeps it within the limit, so no word is cut in two.
            out = String(out.prefix(maxLength))
            if let hyphen = out.lastIndex(of: "-"), out.distance(from: out.startIndex, to: hyphen) >= maxLength / 2 {
                out = String(out[..<hyphen])
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "article" : out
    }

    /// What makes `text` unusable as a slug, for a message: its length when too long, else its characters.
    public static func problem(_ text: String) -> String {
        if text.count > maxLength {
            return "it is \(text.count) characters long, and a slug has at most \(maxLength)"
        }
        return "use lowercase ASCII letters, digits and '-'"
    }
}
