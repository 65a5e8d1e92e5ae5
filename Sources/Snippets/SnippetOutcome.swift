import Config
import Content
import Diagnostics
import Incremental

/// What checking one code block found, for the build summary and the block's badge on the page.
public enum SnippetOutcome: Sendable, Hashable, StableHashable {
    /// Type-checked without errors against the given minimum iOS.
    case passed(ios: IOSVersion)
    /// Marked `fails` and failed; the first matching compiler error.
    case failedAsExpected(message: String)
    /// Not checked, for the author's reason.
    case skipped(reason: String)
    /// Did not meet its expectation (the diagnostics say why).
    case failed
    /// Snippet checking is turned off for this build.
    case unchecked

    /// The case's name, then what it carries.
    public func hash(into hasher: inout StableHasher) {
        switch self {
        case .passed(let ios):
            hasher.combine("passed")
            hasher.combine(ios)
        case .failedAsExpected(let message):
            hasher.combine("failedAsExpected")
            hasher.combine(message)
        case .skipped(let reason):
            hasher.combine("skipped")
            hasher.combine(reason)
        case .failed: hasher.combine("failed")
        case .unchecked: hasher.combine("unchecked")
        }
    }
}

/// The result of checking every snippet of a site.
public struct SnippetReport: Sendable {
    /// Outcomes by article path, in block order.
    public var outcomes: [String: [SnippetOutcome]] = [:]
    /// Compiler errors and warnings mapped to article lines, and expectation failures.
    public var diagnostics: [Diagnostic] = []
    /// Blocks type-checked and passing (or failing as expected).
    public var checked = 0
    /// Blocks skipped with a reason.
    public var skipped = 0
    /// Blocks marked `fails` that failed as expected.
    public var expectedFailures = 0
    /// Blocks whose result came from the cache.
    public var cacheHits = 0
    /// Compiler processes started for snippets.
    public var compilerRuns = 0
    /// Errors that come from something the stubs lack (``AppleAPIIndex``), counted apart from the article's own.
    public var gaps = 0
    /// Cached verdicts that were found but not trusted (not written by Puente on this machine).
    public var untrustedVerdicts = 0
    /// Verdicts taken from `--import-verdicts`, and files there that were not verdicts.
    public var imported = (verdicts: 0, refused: 0)
    /// What each checked block uses, by article path, in block order (an entry for every checked block;
    /// none for skipped blocks or when Puente has no index store reader).
    public var uses: [String: [BlockUses]] = [:]
    /// The stub modules' public declarations, by USR, for the notes on the page.
    public var symbols: [String: StubSymbol] = [:]

    /// Creates an empty report.
    public init() {}

    /// One line for the build output: "12 checked (2 fail as expected), 1 skipped; 9 cached, 3 compiler runs".
    public var summary: String {
        "\(checked) checked (\(expectedFailures) fail as expected), \(skipped) skipped; "
            + "\(cacheHits) from cache, \(compilerRuns) compiler runs"
    }
}

/// The declarations one checked block uses, as the compiler resolved them.
public struct BlockUses: Sendable, Hashable, StableHashable {
    /// The iOS the block was checked for.
    public var ios: IOSVersion
    /// Each use, in the code readers see.
    public var uses: [APIUse]

    /// Creates the list.
    public init(ios: IOSVersion, uses: [APIUse]) {
        self.ios = ios
        self.uses = uses
    }

    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(ios)
        hasher.combine(uses)
    }
}

/// One use of a declaration in a code block: where the name is written, and what the compiler resolved it to.
public struct APIUse: Sendable, Hashable, StableHashable {
    /// 0-based line of the code as shown (hidden lines left out).
    public var line: Int
    /// 1-based column in UTF-8 bytes where the name starts.
    public var column: Int
    /// The declaration's USR.
    public var usr: String

    /// Creates a use.
    public init(line: Int, column: Int, usr: String) {
        self.line = line
        self.column = column
        self.usr = usr
    }

    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(usr)
    }
}
