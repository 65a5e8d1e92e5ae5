import Diagnostics
import Foundation

/// A custom property the theme's stylesheets declare (`--pu-font-diagram: Arial, sans-serif;`), with where.
public struct ThemeCSSProperty: Sendable, Equatable {
    /// The declared value, trimmed, its lines joined by one space, without `!important`.
    public var value: String
    /// Where the property's name starts (`Theme/assets/style.css:40:3`).
    public var location: SourceLocation

    /// The first declaration of `name` in the `.css` files of `assets` (by path order), outside comments and
    /// strings; nil when none declares it.
    public static func find(_ name: String, in assets: [String: [UInt8]], folder: String) -> ThemeCSSProperty? {
        for path in assets.keys.sorted() where path.hasSuffix(".css") {
            let text = String(decoding: assets[path]!, as: UTF8.self)
            if let found = find(name, in: text, path: "\(folder)/\(path)") { return found }
        }
        return nil
    }

    /// The first declaration of `name` in one stylesheet's `text`.
    static func find(_ name: String, in text: String, path: String) -> ThemeCSSProperty? {
        let scalars = Array(text.unicodeScalars)
        let wanted = Array(name.unicodeScalars)
        var index = 0
        var line = 1
        var lineStart = 0
        func advance() {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index < scalars.count,
                    !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
                {
                    advance()
                }
                index += 2
                continue
            }
            if scalar == "\"" || scalar == "'" {
                advance()
                while index < scalars.count, scalars[index] != scalar, scalars[index] != "\n" { advance() }
                if index < scalars.count { advance() }
                continue
            }
            // The name as a whole identifier, then a colon.
            let before = index == 0 ? " " : scalars[index - 1]
            if scalar == "-", index + wanted.count <= scalars.count,
                Array(scalars[index..<index + wanted.count]) == wanted,
                !(before.properties.isAlphabetic || before == "-" || before == "_")
            {
                var end = index + wanted.count
                while end < scalars.count, scalars[end] == " " || scalars[end] == "\t" || scalars[end] == "\n" {
                    end += 1
                }
                if end < scalars.count, scalars[end] == ":" {
                    let column = index - lineStart + 1
                    var valueEnd = end + 1
                    var quote: Unicode.Scalar?
                    while valueEnd < scalars.count {
                        let c = scalars[valueEnd]
                        if let open = quote {
                            if c == open { quote = nil }
                        } else if c == "\"" || c == "'" {
                            quote = c
                        } else if c == ";" || c == "}" {
                            break
                        }
                        valueEnd += 1
                    }
                    var value = String(String.UnicodeScalarView(scalars[(end + 1)..<valueEnd]))
                    value = value.replacingOccurrences(of: "!important", with: "")
                    value = value.split(whereSeparator: { $0 == "\n" }).map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }.joined(separator: " ")
                    return ThemeCSSProperty(
                        value: value.trimmingCharacters(in: .whitespaces),
                        location: SourceLocation(path: path, line: line, column: column))
                }
            }
            advance()
        }
        return nil
    }
}
