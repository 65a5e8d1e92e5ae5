import CKSyntaxBridge
import Foundation

/// KDE's KSyntaxHighlighting (Debian's `libkf5syntaxhighlighting`, the engine of Kate and KDevelop, with 359
/// syntax definitions) through the C functions of `CKSyntaxBridge`. This is the only file that calls it: value
/// types out, no C pointer kept.
public enum SyntaxHighlightingConverter {
    /// A syntax definition the library knows: its name (`Bash`, `Objective-C`) and file patterns (`*.sh`).
    public struct Definition: Sendable, Hashable {
        /// The definition's name, as the library spells it.
        public var name: String
        /// Its file-name patterns (`*.sh`, `Dockerfile`).
        public var patterns: [String]
    }

    /// A run of text in one style: UTF-16 offsets into the text, and the library's text style (0 normal,
    /// 1 keyword, … as its `Theme::TextStyle`).
    public struct Span: Sendable, Hashable {
        /// Where the run starts, in UTF-16 code units.
        public var start: Int
        /// Its length, in UTF-16 code units.
        public var length: Int
        /// The library's style number.
        public var style: Int
    }

    /// The library's version, part of the highlight cache's key.
    public static let version = String(cString: puente_ksh_version())

    /// Every definition the library has.
    public static let definitions: [Definition] = {
        guard let list = puente_ksh_definitions() else { return [] }
        defer { free(list) }
        return String(cString: list).split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let patterns = parts.count > 1 ? parts[1].split(separator: ";").map(String.init) : []
            return Definition(name: String(parts[0]), patterns: patterns)
        }
    }()

    /// The styled runs of `text` under the definition named `definition`, or nil when there is none by that
    /// name. Text between runs is plain.
    public static func spans(_ text: String, definition: String) -> [Span]? {
        var text = text
        return text.withUTF8 { bytes -> [Span]? in
            var count = 0
            let found =
                bytes.baseAddress.map {
                    puente_ksh_highlight(
                        definition, UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self), bytes.count, &count)
                } ?? puente_ksh_highlight(definition, "", 0, &count)
            guard let spans = found else { return nil }
            defer { free(spans) }
            return (0..<count).map {
                Span(start: Int(spans[$0].start), length: Int(spans[$0].length), style: Int(spans[$0].style))
            }
        }
    }
}
