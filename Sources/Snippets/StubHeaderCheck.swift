import Foundation

/// Checks that a stub module's C half (its `module.modulemap` and `*.h`) names no file outside the stub modules,
/// before the compiler reads a byte of it.
///
/// The compiler's Clang importer reads whatever a header names: `#include "/home/runner/.ssh/id_rsa"` or
/// `#include "../../../.git/config"` would put the file's text into the compiler's messages, and so into a
/// public CI log. So every `#include`, `#include_next`, `#import` and `#embed` (also spelled `%:`), and every
/// `__has_include`, `__has_include_next` and `__has_embed`, must name, literally (not through a macro), a header
/// of this module (`"Other.h"`), a header of another stub module (`<UIKit/UIView.h>`), or one of the compiler's
/// own freestanding headers (`<stdint.h>`); a module map's `header` strings must name headers of its module.
/// Lines are read as C reads them: backslash-newlines joined, comments removed. Trigraphs are refused outright.
enum StubHeaderCheck {
    /// One refusal: line and column (1-based) in the file, and why.
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The compiler's own headers a stub header may include by `<name>`.
    static let compilerHeaders: Set<String> = [
        "stdbool.h", "stddef.h", "stdint.h", "stdarg.h", "float.h", "limits.h", "stdalign.h", "iso646.h",
        "stdnoreturn.h", "inttypes.h",
    ]

    /// The problems of `text`, the header `file` of stub module `module`; `headers` holds, per stub module
    /// with a C half, the names of its header files.
    static func header(_ text: [UInt8], module: String, headers: [String: Set<String>]) -> [Problem] {
        var problems: [Problem] = []
        let characters = Array(String(decoding: text, as: UTF8.self).unicodeScalars)
        for (index, scalar) in characters.enumerated() where scalar == "?" {
            if index + 2 < characters.count, characters[index + 1] == "?",
                "=/'()!<>-".unicodeScalars.contains(
                    characters[index + 2])
            {
                let line = characters[..<index].filter { $0 == "\n" }.count + 1
                problems.append(
                    Problem(
                        line: line, column: 1,
                        message: "trigraphs (??\(characters[index + 2])) are not allowed in a stub header"))
                return problems
            }
        }
        for line in logicalLines(characters) {
            let body = line.text.drop { $0 == " " || $0 == "\t" }
            let directive: Substring
            if body.hasPrefix("#") {
                directive = body.dropFirst()
            } else if body.hasPrefix("%:") {
                directive = body.dropFirst(2)
            } else {
                directive = ""
            }
            if !directive.isEmpty || body.hasPrefix("#") || body.hasPrefix("%:") {
                let rest = directive.drop { $0 == " " || $0 == "\t" }
                let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if ["include", "include_next", "import", "embed"].contains(String(word)) {
                    let argument = rest.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
                    if let problem = nameProblem(argument, directive: "#\(word)", module: module, headers: headers) {
                        problems.append(Problem(line: line.number, column: 1, message: problem))
                    }
                    continue
                }
            }
            // `__has_include("…")` and friends, wherever they appear (in `#if` lines).
            var rest = line.text[...]
            while let range = rest.range(of: "__has_") {
                let after = rest[range.upperBound...]
                let word = after.prefix { $0.isLetter || $0 == "_" }
                rest = after.dropFirst(word.count)
                guard ["include", "include_next", "embed"].contains(String(word)) else { continue }
                let open = rest.drop { $0 == " " || $0 == "\t" }
                guard open.hasPrefix("(") else {
                    problems.append(Problem(line: line.number, column: 1, message: "__has_\(word) without its (…)"))
                    continue
                }
                let argument = open.dropFirst().drop { $0 == " " || $0 == "\t" }
                if let problem = nameProblem(argument, directive: "__has_\(word)", module: module, headers: headers) {
                    problems.append(Problem(line: line.number, column: 1, message: problem))
                }
            }
        }
        return problems
    }

    /// Why the file named at the start of `argument` (`"X.h"` or `<M/X.h>`) may not be read, or nil.
    private static func nameProblem(
        _ argument: Substring, directive: String, module: String, headers: [String: Set<String>]
    ) -> String? {
        let quoted = argument.hasPrefix("\"")
        guard quoted || argument.hasPrefix("<") else {
            return "\(directive) must name its file literally (\"Header.h\" or <Module/Header.h>), not through a macro"
        }
        let close: Character = quoted ? "\"" : ">"
        guard let end = argument.dropFirst().firstIndex(of: close) else {
            return "\(directive) has no closing \(close)"
        }
        let name = String(argument[argument.index(after: argument.startIndex)..<end])
        let outside =
            "\(directive) names '\(name)', which is not a header of the stub modules; the compiler would read it"
        if name.hasPrefix("/") || name.contains("..") || name.contains("\\") || name.isEmpty { return outside }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            if quoted, headers[module]?.contains(name) == true { return nil }
            if !quoted, compilerHeaders.contains(name) { return nil }
            return outside
        case 2:
            return headers[String(parts[0])]?.contains(String(parts[1])) == true ? nil : outside
        default:
            return outside
        }
    }

    /// The problems of `text`, the module map of `module`: every quoted name must be one of its headers
    /// (`link "z"` names a library and reads nothing; `extern module` and `umbrella "folder"` are refused).
    static func moduleMap(_ text: [UInt8], module: String, headers: [String: Set<String>]) -> [Problem] {
        var problems: [Problem] = []
        var previous: [String] = []
        for token in moduleMapTokens(text) {
            defer { previous = Array((previous + [token.text]).suffix(2)) }
            guard token.text.hasPrefix("\"") else { continue }
            let name = String(token.text.dropFirst().dropLast())
            if previous.last == "link" || previous == ["link", "framework"] { continue }
            if previous.contains("extern") || previous.last == "module" {
                problems.append(
                    Problem(
                        line: token.line, column: token.column,
                        message: "extern module names another module map, '\(name)'; a stub module map may not"))
                continue
            }
            if previous.last == "umbrella" {
                problems.append(
                    Problem(
                        line: token.line, column: token.column,
                        message: "umbrella \"\(name)\" names a folder; list the module's headers one by one"))
                continue
            }
            if name.contains("/") || name.contains("..") || headers[module]?.contains(name) != true {
                problems.append(
                    Problem(
                        line: token.line, column: token.column,
                        message: "the module map names '\(name)', which is not a header of the stub module \(module)"))
            }
        }
        return problems
    }

    /// A module map's tokens (words, strings and punctuation), comments skipped, each with its position.
    private static func moduleMapTokens(_ text: [UInt8]) -> [(text: String, line: Int, column: Int)] {
        let scalars = Array(String(decoding: text, as: UTF8.self).unicodeScalars)
        var tokens: [(String, Int, Int)] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                index += 1
                lineStart = index
            } else if scalar == " " || scalar == "\t" || scalar == "\r" {
                index += 1
            } else if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", at(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") {
                    if scalars[index] == "\n" {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                index += 2
            } else if scalar == "\"" {
                let start = index
                index += 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" { index += 1 }
                index += 1
                let end = min(index, scalars.count)
                tokens.append(
                    (String(String.UnicodeScalarView(scalars[start..<end])), line, start - lineStart + 1))
            } else if scalar.properties.isAlphabetic || scalar == "_" {
                let start = index
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || scalars[index] == "_"
                        || ("0"..."9").contains(scalars[index])
                {
                    index += 1
                }
                tokens.append((String(String.UnicodeScalarView(scalars[start..<index])), line, start - lineStart + 1))
            } else {
                tokens.append((String(scalar), line, index - lineStart + 1))
                index += 1
            }
        }
        return tokens.map { (text: $0.0, line: $0.1, column: $0.2) }
    }

    /// The logical lines of a C file: backslash-newlines joined, comments replaced by a space, string and
    /// character literals kept; each with the physical line it starts on.
    static func logicalLines(_ scalars: [Unicode.Scalar]) -> [(number: Int, text: String)] {
        // Phase 2: join lines ending in a backslash, remembering each scalar's physical line.
        let (joined, line) = joiningContinuations(scalars)
        // Phase 3: comments become one space; literals are kept as they are.
        var lines: [(number: Int, text: String)] = []
        var current = String.UnicodeScalarView()
        var currentLine = 1
        var state = 0  // 0 code, 1 string, 2 character, 3 line comment, 4 block comment
        var index = 0
        func finish(at next: Int) {
            lines.append((currentLine, String(current)))
            current = String.UnicodeScalarView()
            currentLine = next
        }
        while index < joined.count {
            let (scalar, physical) = joined[index]
            let next = index + 1 < joined.count ? joined[index + 1].0 : nil
            if scalar == "\n" {
                if state == 3 || state == 1 || state == 2 { state = 0 }
                finish(at: physical + 1)
                index += 1
                continue
            }
            switch state {
            case 0:
                if scalar == "/", next == "/" {
                    state = 3
                    current.append(" ")
                    index += 2
                    continue
                }
                if scalar == "/", next == "*" {
                    state = 4
                    current.append(" ")
                    index += 2
                    continue
                }
                if scalar == "\"" { state = 1 }
                if scalar == "'" { state = 2 }
                current.append(scalar)
            case 1, 2:
                current.append(scalar)
                if scalar == "\\", let next {
                    current.append(next)
                    index += 2
                    continue
                }
                if (state == 1 && scalar == "\"") || (state == 2 && scalar == "'") { state = 0 }
            case 3:
                break
            default:
                if scalar == "*", next == "/" {
                    state = 0
                    index += 2
                    continue
                }
            }
            index += 1
        }
        if !current.isEmpty { finish(at: line) }
        return lines
    }

    /// Phase 2 of ``logicalLines(_:)``: the scalars of a C file with each backslash-newline removed (joining its
    /// line to the next), each with the physical line it is on; and the physical line the file ends on.
    private static func joiningContinuations(_ scalars: [Unicode.Scalar]) -> (
        scalars: [(Unicode.Scalar, Int)], line: Int
    ) {
        var joined: [(Unicode.Scalar, Int)] = []
        joined.reserveCapacity(scalars.count)
        var line = 1
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                var next = index + 1
                if next < scalars.count, scalars[next] == "\r" { next += 1 }
                if next < scalars.count, scalars[next] == "\n" {
                    line += 1
                    index = next + 1
                    continue
                }
            }
            joined.append((scalar, line))
            if scalar == "\n" { line += 1 }
            index += 1
        }
        return (joined, line)
    }
}
