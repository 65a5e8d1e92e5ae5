import Config
import Content
import Diagnostics

/// One Swift code block of an article, ready to be compiled: its lines, where each came from, and what is expected.
public struct Snippet: Sendable, Hashable {
    /// What the checker must do with the block.
    public enum Expectation: Sendable, Hashable {
        /// It must compile without errors.
        case compiles
        /// It must fail; when a substring is given, one error must contain it.
        case fails(containing: String?)
        /// It is not checked, for the given reason.
        case skipped(reason: String)
    }

    /// The article's source path.
    public var path: String
    /// 0-based position among the article's Swift blocks (preludes excluded).
    public var index: Int
    /// Where the opening fence is.
    public var fence: SourceLocation
    /// The code lines as compiled (hidden-line markers removed), each mapped to its article line.
    public var lines: [SnippetLine]
    /// The code as shown on the page: hidden lines left out, indentation kept.
    public var visibleCode: String
    /// The minimum iOS version the block is checked against.
    public var ios: IOSVersion
    /// What the checker must do.
    public var expectation: Expectation
    /// An optional caption (a file name) from `title="…"`.
    public var title: String?

    /// The compiled text of the code lines.
    public var code: String { lines.map(\.text).joined(separator: "\n") }
}

/// One compiled line and its origin in the article, so compiler positions map back to what the author wrote.
public struct SnippetLine: Sendable, Hashable {
    /// The text the compiler sees.
    public var text: String
    /// The article line it came from.
    public var line: Int
    /// Add this to a compiler column on this line to get the article column (fence indentation, `//# ` marker).
    public var columnOffset: Int
    /// Whether the line is hidden from readers (`//# ` lines and preludes).
    public var hidden: Bool
}
