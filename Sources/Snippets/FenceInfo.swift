import Diagnostics

/// The options a code fence carries after its language: ```` ```swift ios=16 fails="only available" ````.
///
/// Grammar: the language, then space-separated attributes, each `key`, `key=value` or `key="quoted value"`
/// (`\"` and `\\` escape inside quotes). Keys: `ios`, `skip`, `fails`, `title`, `prelude` (Swift blocks),
/// `highlight` (any block: `highlight="3-5,9"` marks those lines, see ``LineSelection``).
///
/// A `diff` fence may name the language of the code it changes right after it: ```` ```diff swift ````
/// (``diffLanguage``); such a block is shown as a diff, never checked.
public struct FenceInfo: Sendable, Hashable {
    /// The fence's language (`swift`, `mermaid`, …), lowercased.
    public var language: String
    /// `ios=16.4`: this block's minimum iOS, overriding the article's.
    public var ios: String?
    /// `skip="reason"`: not checked; the reason is shown on the page.
    public var skipReason: String?
    /// `fails` or `fails="substring"`: the block must fail to compile, with an error containing the substring.
    public var expectedFailure: String??
    /// `title="File.swift"`: a caption shown above the block.
    public var title: String?
    /// `prelude`: hidden code compiled before every snippet of the article; never shown.
    public var isPrelude: Bool
    /// `highlight="3-5,9"`: the lines to mark, as written (parsed by ``LineSelection``).
    public var highlight: String?
    /// `diff swift`: the language of a diff's lines (lowercased), for a `diff` fence that names one.
    public var diffLanguage: String?
    /// Attributes that are not recognized, with their 0-based offset in the info string.
    public var unknownKeys: [(key: String, offset: Int)]
    /// The 0-based offset of each recognized key in the info string, for precise diagnostics.
    public var offsets: [String: Int]
    /// The 0-based offset of each recognized key's value (after its quote, if quoted).
    public var valueOffsets: [String: Int]
    /// The 0-based offset just past each recognized attribute (its closing quote included).
    public var ends: [String: Int]
    /// Syntax problems (an unterminated quote), with their offset.
    public var problems: [(message: String, offset: Int)]

    /// Every recognized key.
    public static let keys = ["ios", "skip", "fails", "title", "prelude", "highlight"]

    /// Parses an info string.
    public init(_ info: String) {
        language = ""
        ios = nil
        skipReason = nil
        expectedFailure = nil
        title = nil
        isPrelude = false
        highlight = nil
        diffLanguage = nil
        unknownKeys = []
        offsets = [:]
        valueOffsets = [:]
        ends = [:]
        problems = []
        let scalars = Array(info.unicodeScalars)
        var index = 0
        func skipSpaces() {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        }
        func word(stoppingAt stops: Set<Unicode.Scalar>) -> String {
            var out = ""
            while index < scalars.count, !stops.contains(scalars[index]), scalars[index] != " ", scalars[index] != "\t"
            {
                out.unicodeScalars.append(scalars[index])
                index += 1
            }
            return out
        }
        skipSpaces()
        language = word(stoppingAt: []).lowercased()
        while true {
            skipSpaces()
            guard index < scalars.count else { break }
            let start = index
            let key = word(stoppingAt: ["="])
            var value: String?
            var valueStart = index
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                valueStart = index
                if index < scalars.count, scalars[index] == "\"" {
                    index += 1
                    valueStart = index
                    var text = ""
                    var closed = false
                    while index < scalars.count {
                        let c = scalars[index]
                        if c == "\\", index + 1 < scalars.count {
                            text.unicodeScalars.append(scalars[index + 1])
                            index += 2
                            continue
                        }
                        index += 1
                        if c == "\"" {
                            closed = true
                            break
                        }
                        text.unicodeScalars.append(c)
                    }
                    if !closed { problems.append(("unterminated quoted value for '\(key)'", start)) }
                    value = text
                } else {
                    value = word(stoppingAt: [])
                }
            }
            if language == "diff", diffLanguage == nil, value == nil, offsets.isEmpty, unknownKeys.isEmpty,
                !Self.keys.contains(key)
            {
                diffLanguage = key.lowercased()
                continue
            }
            if Self.keys.contains(key) {
                offsets[key] = start
                valueOffsets[key] = valueStart
                ends[key] = index
            }
            switch key {
            case "ios": ios = value ?? ""
            case "skip": skipReason = value ?? ""
            case "fails": expectedFailure = .some(value)
            case "title": title = value ?? ""
            case "prelude": isPrelude = true
            case "highlight": highlight = value ?? ""
            default: unknownKeys.append((key, start))
            }
        }
    }

    /// Equality on the parsed options (positions of problems ignored).
    public static func == (a: FenceInfo, b: FenceInfo) -> Bool {
        a.language == b.language && a.ios == b.ios && a.skipReason == b.skipReason
            && a.expectedFailure == b.expectedFailure && a.title == b.title && a.isPrelude == b.isPrelude
            && a.highlight == b.highlight && a.diffLanguage == b.diffLanguage
            && a.unknownKeys.map(\.key) == b.unknownKeys.map(\.key)
    }

    /// Hashes the parsed options.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(ios)
        hasher.combine(skipReason)
        hasher.combine(title)
        hasher.combine(isPrelude)
        hasher.combine(highlight)
        hasher.combine(diffLanguage)
    }
}
