#if canImport(SwiftParser)
    internal import SwiftIfConfig
    internal import SwiftParser
    internal import SwiftSyntax
#endif

/// Finds the visible lines of a block that the compiler would not type-check, so that a block's "checked" badge
/// never vouches for code the compiler skipped: lines inside a comment or a string literal that a hidden line
/// (`//# `) or the prelude opens, and lines inside a `#if` clause that is inactive for the iOS simulator the
/// block is checked for (`#if false`, `#if os(macOS)`, `#if compiler(>=99)`, `#if DEBUG`, a module the stubs
/// lack), wherever its directives are.
struct VisibleCodeCheck {
    /// One visible line the compiler would skip, with why.
    struct Finding: Sendable, Equatable {
        /// The line in the generated file (1-based).
        var line: Int
        var message: String
    }

    /// What `#if` conditions are evaluated against: the snippet's compile.
    struct Configuration: Sendable {
        /// Modules `canImport` finds: the stub modules and the standard library's.
        var modules: Set<String>
        /// `-swift-version` (`5`, `6`).
        var languageVersion: String
        /// The compiler's version (`6.3.1`).
        var compilerVersion: String
        /// The simulator's architecture (`x86_64`, `arm64`).
        var architecture: String
    }

    /// Modules of the standard library that `canImport` finds besides the stubs.
    static let standardModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization",
        "Distributed", "_Differentiation", "SwiftOnoneSupport",
    ]

    /// The findings for `text`, whose lines `visible` (1-based) readers see, at most one per line, in order.
    static func findings(in text: String, visible: Set<Int>, configuration: Configuration) -> [Finding] {
        guard !visible.isEmpty else { return [] }
        #if canImport(SwiftParser)
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            let visitor = Visitor(
                converter: converter, visible: visible, configuration: Build(configuration), text: Array(text.utf8))
            visitor.walk(tree)
            var seen: Set<Int> = []
            return visitor.findings.sorted { $0.line < $1.line }.filter { seen.insert($0.line).inserted }
        #else
            return textualFindings(in: text, visible: visible)
        #endif
    }

    /// Without swift-syntax, a conservative reading: a hidden line that opens or closes a `#if`, a block comment
    /// or a multi-line string while visible lines follow makes the block's visible lines unverifiable.
    static func textualFindings(in text: String, visible: Set<Int>) -> [Finding] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let firstVisible = visible.min() else { return [] }
        for (index, line) in lines.enumerated() where !visible.contains(index + 1) && index + 1 < (visible.max() ?? 0) {
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.hasPrefix("#if") || code.hasPrefix("#else") || code.hasPrefix("#elseif") || code.hasPrefix("#endif")
                || line.contains("/*") || line.contains("\"\"\"")
            {
                return [
                    Finding(
                        line: max(firstVisible, index + 2),
                        message: "a hidden line opens or closes a `#if`, a block comment or a multi-line string "
                            + "around visible code; without swift-syntax Puente cannot verify that the compiler "
                            + "checks the visible lines")
                ]
            }
        }
        return []
    }
}

#if canImport(SwiftParser)
    extension VisibleCodeCheck {
        /// Puente's compile as a `#if` condition sees it: the iOS simulator, no custom flags (`DEBUG` is not set),
        /// the stub modules.
        struct Build: BuildConfiguration {
            var configuration: Configuration
            init(_ configuration: Configuration) { self.configuration = configuration }

            /// A condition Puente cannot answer the way Xcode would.
            struct Unknown: Error, CustomStringConvertible {
                var description: String
            }

            func isCustomConditionSet(name: String) throws -> Bool { false }
            func hasFeature(name: String) throws -> Bool {
                throw Unknown(description: "hasFeature(\(name))")
            }
            func hasAttribute(name: String) throws -> Bool {
                throw Unknown(description: "hasAttribute(\(name))")
            }
            func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
                guard case .unversioned = version else {
                    throw Unknown(description: "canImport with a version")
                }
                return importPath.first.map { configuration.modules.contains($0.1) } ?? false
            }
            func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
            func isActiveTargetArchitecture(name: String) throws -> Bool { name == configuration.architecture }
            func isActiveTargetEnvironment(name: String) throws -> Bool { name == "simulator" }
            func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
            func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
            func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
            var targetPointerBitWidth: Int { 64 }
            var targetAtomicBitWidths: [Int] { [32, 64] }
            var endianness: Endianness { .little }
            var languageVersion: VersionTuple {
                VersionTuple(parsing: configuration.languageVersion) ?? VersionTuple(5)
            }
            var compilerVersion: VersionTuple {
                VersionTuple(parsing: configuration.compilerVersion) ?? VersionTuple(6)
            }
        }

        /// Walks the tree for comments, literals and `#if` clauses that cover visible lines.
        final class Visitor: SyntaxVisitor {
            let converter: SourceLocationConverter
            let visible: Set<Int>
            let configuration: Build
            let text: [UInt8]
            var findings: [Finding] = []

            init(converter: SourceLocationConverter, visible: Set<Int>, configuration: Build, text: [UInt8]) {
                self.converter = converter
                self.visible = visible
                self.configuration = configuration
                self.text = text
                super.init(viewMode: .sourceAccurate)
            }

            func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }

            /// The first visible line after `start`'s line up to `end`'s, if `start` is on a line readers do not see.
            func coveredFromHidden(start: AbsolutePosition, end: AbsolutePosition) -> Int? {
                let first = line(start)
                guard !visible.contains(first) else { return nil }
                let last = line(end)
                guard last > first else { return nil }
                return (first + 1...last).first(where: visible.contains)
            }

            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                // Block comments in the token's trivia.
                var position = token.position
                for piece in token.leadingTrivia.pieces + [nil] + token.trailingTrivia.pieces {
                    guard let piece else {
                        position = token.positionAfterSkippingLeadingTrivia + token.trimmedLength
                        continue
                    }
                    let end = position + piece.sourceLength
                    switch piece {
                    case .blockComment, .docBlockComment:
                        if let covered = coveredFromHidden(start: position, end: end) {
                            findings.append(
                                Finding(
                                    line: covered,
                                    message: "this line is inside a comment that a hidden line (`//# `) opens, so "
                                        + "the compiler does not check it"))
                        }
                    default: break
                    }
                    position = end
                }
                return .visitChildren
            }

            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                literal(Syntax(node), "string literal")
                return .visitChildren
            }

            override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                literal(Syntax(node), "regex literal")
                return .visitChildren
            }

            func literal(_ node: Syntax, _ what: String) {
                if let covered = coveredFromHidden(
                    start: node.positionAfterSkippingLeadingTrivia, end: node.endPositionBeforeTrailingTrivia)
                {
                    findings.append(
                        Finding(
                            line: covered,
                            message: "this line is inside a \(what) that a hidden line (`//# `) opens, so the "
                                + "compiler does not check it as code"))
                }
            }

            override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
                let (active, diagnostics) = node.activeClause(in: configuration)
                for clause in node.clauses {
                    let condition = clause.condition?.trimmedDescription ?? ""
                    let keyword = clause.poundKeyword.text
                    guard !diagnostics.isEmpty || clause.id != active?.id else { continue }
                    // The clause's lines after its directive, up to its last element (a comment before the next
                    // directive belongs to that directive's token, and is no code anyway).
                    let directiveEnd =
                        clause.condition?.endPositionBeforeTrailingTrivia
                        ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
                    let first = line(directiveEnd) + 1
                    let last = line(clause.endPositionBeforeTrailingTrivia)
                    guard first <= last, let covered = (first...last).first(where: { isCode($0) }) else { continue }
                    let directive = condition.isEmpty ? "`\(keyword)`" : "`\(keyword) \(condition)`"
                    let why =
                        diagnostics.isEmpty
                        ? "is in a \(directive) clause that is inactive for the iOS simulator Puente checks for"
                        : "is in a \(directive) clause whose condition Puente cannot evaluate as Xcode would"
                    findings.append(
                        Finding(line: covered, message: "this line \(why), so the compiler does not check it"))
                }
                return .visitChildren
            }

            /// Whether generated line `number` is visible and holds something other than blanks and `//` comments.
            func isCode(_ number: Int) -> Bool {
                guard visible.contains(number) else { return false }
                let start = converter.position(ofLine: number, column: 1).utf8Offset
                var end = start
                while end < text.count, text[end] != 0x0A { end += 1 }
                let content = String(decoding: text[start..<end], as: UTF8.self).drop { $0 == " " || $0 == "\t" }
                return !content.isEmpty && !content.hasPrefix("//")
            }
        }
    }
#endif
