import Foundation

/// Makes URL fragment ids from heading text, for any script.
///
/// The rule, close to GitHub's: NFC-normalize and lowercase; keep letters, marks and digits of every script
/// (so `versión` and `背景色` stay readable); turn runs of spaces and `-` into one `-`; keep `_`; drop all other
/// punctuation and symbols (including full-width `！？（）、。` and emoji). An empty result becomes `section`.
public enum HeadingSlug {
    /// The id for a heading whose plain text is `text`.
    public static func slug(_ text: String) -> String {
        asciiSlug(text) ?? unicodeSlug(text)
    }

    /// ``slug(_:)`` of any text, scalar by scalar: the definition.
    static func unicodeSlug(_ text: String) -> String {
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

    /// ``slug(_:)`` of ASCII text, by bytes (ASCII is its own NFC, and its categories are known: letters and
    /// digits kept, `_` kept, space, `-` and controls a dash, the rest dropped); nil for any other text.
    static func asciiSlug(_ text: String) -> String? {
        var out: [UInt8] = []
        var pendingDash = false
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F:
                if pendingDash && !out.isEmpty { out.append(0x2D) }
                pendingDash = false
                out.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            case 0x20, 0x2D, 0x00...0x1F, 0x7F:
                pendingDash = true
            case 0x80...:
                return nil
            default:
                break
            }
        }
        return out.isEmpty ? "section" : String(decoding: out, as: UTF8.self)
    }
}
