import Foundation

/// Makes URL fragment ids from heading text, for any script.
///
/// The rule, close to GitHub's: NFC-normalize and lowercase; keep letters, marks and digits of every script
/// (so `versión` and `背景色` stay readable); turn runs of spaces and `-` into one `-`; keep `_`; drop all other
/// punctuation and symbols (including full-width `！？（）、。` and emoji). An empty result becomes `section`.
public enum HeadingSlug {
    /// The id for a heading whose plain text is `text`.
    public static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            case .connectorPunctuation where scalar == "_":
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out += "_"
            case .spaceSeparator, .dashPunctuation, .control:
                pendingDash = true
            default:
                break
            }
        }
        return out.isEmpty ? "section" : out
    }
}
