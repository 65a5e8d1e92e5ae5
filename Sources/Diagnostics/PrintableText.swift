import Foundation

/// Text from a site (a file name, a title, a compiler's message) made safe to print in a log that a CI runner
/// reads for commands.
///
/// GitHub Actions obeys a line that starts with `::` once leading spaces are trimmed (`::add-mask::`,
/// `::stop-commands::`), and its older parser obeys `##[` anywhere in a line; its line reader splits at `\n`,
/// `\r` and `\r\n`. A pull request chooses file names, titles and code, so none of them may start a line of
/// its own or carry `##[`: every control character (C0, DEL, C1, and the Unicode line and paragraph
/// separators) is written as an escape, and `##[` as `#\#[`. Lines Puente itself composes (the excerpt's
/// gutter, `= help:`, a GitHub annotation) are the only line starts in its output.
public enum PrintableText {
    /// `text` on one line: every control character written as `\n`, `\r`, `\t` or `\u{…}`, and `##[` broken.
    public static func line(_ text: String) -> String {
        escaped(text, keepingTabs: false)
    }

    /// How each scalar of one line of source is printed in an excerpt: tabs stay tabs (so a caret lines up
    /// under them), every other control character is escaped, and the first `#` of `##[` is printed as `#\`.
    /// One piece per scalar, so a caret can be placed under any of them.
    public static func sourcePieces(_ scalars: [Unicode.Scalar]) -> [String] {
        scalars.indices.map { index in
            let scalar = scalars[index]
            if scalar == "#", index + 2 < scalars.count, scalars[index + 1] == "#", scalars[index + 2] == "[" {
                return "#\\"
            }
            return scalar == "\t" ? "\t" : escaped(String(Character(scalar)), keepingTabs: false)
        }
    }

    /// The lines of a field that may hold several (a compiler's output): the first line as it is, each later
    /// one after `continuation`, every one escaped as ``line(_:)`` escapes it, joined with newlines.
    public static func lines(_ text: String, continuation: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r\n" }) else { return line(text) }
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map { part in
            line(part.hasSuffix("\r") ? String(part.dropLast()) : String(part))
        }
        return parts.enumerated().map { $0.offset == 0 ? $0.element : continuation + $0.element }.joined(
            separator: "\n")
    }

    /// Whether `scalar` ends or breaks a line for some reader, or is otherwise a control character.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func escaped(_ text: String, keepingTabs: Bool) -> String {
        let needsWork =
            text.unicodeScalars.contains { isControl($0) && !(keepingTabs && $0 == "\t") } || text.contains("##[")
        guard needsWork else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t" where keepingTabs: out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out.replacingOccurrences(of: "##[", with: "#\\#[")
    }
}
