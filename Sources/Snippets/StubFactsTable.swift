import Foundation

/// One module's facts from Apple's SDK interface (`Content/Stubs/<Module>/<Module>.facts.tsv`): every public
/// declaration available on iOS, in the interface's order, with its container, kind, name, iOS availability,
/// the `#if` condition it sits under, and its declaration (attributes, modifiers, signature, generic
/// constraints, accessors; no body). `Scripts/stubgen extract` writes it from the interface; the build renders
/// it into a `.swiftinterface` (``render(target:)``) that the compiler builds the stub module from, as it
/// builds Apple's own modules from theirs: declarations only, so no body is ever Puente's guess.
///
/// The file: `#` lines (`# module`, `# source`, `# flags`, `# import` … tab-separated), a header row, then
/// one row per declaration: `id parent kind name ios condition status declaration`. `status` is `stubbed`
/// (rendered), `underscored` (rendered, not counted: a name Apple marks internal by its underscore, kept
/// because public declarations use it), or `excluded: <why>` (not rendered: a gap, named as one).
public struct StubFactsTable: Sendable, Equatable {
    /// One declaration.
    public struct Row: Sendable, Equatable {
        /// Its number, from 1, in the interface's order.
        public var id: Int
        /// The container's `id` (0 at the top level).
        public var parent: Int
        /// `struct`, `class`, `enum`, `protocol`, `extension`, `actor`, `func`, `init`, `subscript`, `var`,
        /// `case`, `typealias`, `associatedtype`, `macro`, `operator`, `precedencegroup`.
        public var kind: String
        /// The name readers use: `View.glassEffect(_:in:)`, `Text`, `EnvironmentValues.dismiss`.
        public var name: String
        /// iOS availability: `introduced[;deprecated=x][;obsoleted=x][;unavailable][;renamed=…]`, empty for
        /// none.
        public var ios: String
        /// The `#if` condition (nested ones joined with `&&`), empty for none.
        public var condition: String
        /// `stubbed`, `underscored`, `supplied: <why>` (rendered: a declaration Apple's interface leaves for the
        /// compiler to infer, written out by the generator, with the reason) or `excluded: …`.
        public var status: String
        /// The declaration on one line, without a body (a container's up to its `{`).
        public var declaration: String

        /// A row with every field given.
        public init(
            id: Int, parent: Int, kind: String, name: String, ios: String, condition: String, status: String,
            declaration: String
        ) {
            self.id = id
            self.parent = parent
            self.kind = kind
            self.name = name
            self.ios = ios
            self.condition = condition
            self.status = status
            self.declaration = declaration
        }

        /// Whether the row declares a container whose members follow.
        public var isContainer: Bool {
            ["struct", "class", "enum", "protocol", "extension", "actor"].contains(kind)
        }

        /// Whether the row is rendered into the module.
        public var isRendered: Bool { status == "stubbed" || status == "underscored" || status.hasPrefix("supplied") }
    }

    /// The module.
    public var module: String
    /// Where the facts were read (`owner/repo:path`).
    public var source: String
    /// The interface's module flags that matter for compiling it (features, language mode).
    public var flags: String
    /// The interface's import lines, in order.
    public var imports: [String]
    /// The declarations.
    public var rows: [Row]

    /// A table of `rows` for `module`, read from `source`.
    public init(module: String, source: String, flags: String, imports: [String], rows: [Row]) {
        self.module = module
        self.source = source
        self.flags = flags
        self.imports = imports
        self.rows = rows
    }

    /// The column names.
    static let columns = ["id", "parent", "kind", "name", "ios", "condition", "status", "declaration"]

    /// The file's text.
    public var text: String {
        var lines = ["# puente-facts 1", "# module\t\(module)", "# source\t\(source)", "# flags\t\(flags)"]
        lines += imports.map { "# import\t\($0)" }
        lines.append(Self.columns.joined(separator: "\t"))
        for row in rows {
            let fields = [
                String(row.id), String(row.parent), row.kind, row.name, row.ios, row.condition, row.status,
                row.declaration,
            ]
            lines.append(fields.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What is wrong with a facts file, at its line.
    public struct ParseError: Error, Equatable {
        /// The file's line (from 1).
        public var line: Int
        /// What is wrong there.
        public var message: String
    }

    /// Reads a facts file's text.
    public static func parse(_ text: String) throws(ParseError) -> StubFactsTable {
        var module = ""
        var source = ""
        var flags = ""
        var imports: [String] = []
        var rows: [Row] = []
        var sawHeader = false
        var ids: Set<Int> = [0]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if line.hasPrefix("#") {
                guard fields.count >= 2 || line.hasPrefix("# puente-facts") else {
                    throw ParseError(line: number, message: "a # line needs a name and a value, tab-separated")
                }
                switch fields[0] {
                case "# module": module = fields[1]
                case "# source": source = fields[1]
                case "# flags": flags = fields[1]
                case "# import": imports.append(fields[1])
                default: break
                }
                continue
            }
            if !sawHeader {
                guard fields == columns else {
                    throw ParseError(line: number, message: "expected the header \(columns.joined(separator: " "))")
                }
                sawHeader = true
                continue
            }
            guard fields.count == columns.count, let id = Int(fields[0]), let parent = Int(fields[1]) else {
                throw ParseError(line: number, message: "a row has \(columns.count) tab-separated fields, from id")
            }
            guard ids.contains(parent) else {
                throw ParseError(line: number, message: "row \(id) names parent \(parent), which comes before none")
            }
            guard ids.insert(id).inserted else { throw ParseError(line: number, message: "row \(id) appears twice") }
            rows.append(
                Row(
                    id: id, parent: parent, kind: fields[2], name: fields[3], ios: fields[4], condition: fields[5],
                    status: fields[6], declaration: fields[7]))
        }
        guard !module.isEmpty else { throw ParseError(line: 1, message: "no '# module' line") }
        return StubFactsTable(module: module, source: source, flags: flags, imports: imports, rows: rows)
    }

    /// The module's interface for `target` (`x86_64-apple-ios13.0-simulator`): the header, the imports and
    /// every rendered row in order, containers around their members, each row under its `#if`; with, per line
    /// of the text, the id of the row it renders (0 for header lines), to map the compiler's messages back.
    public func render(target: String, implicitImports: [String] = []) -> (text: String, rowOfLine: [Int]) {
        var lines = [
            "// swift-interface-format-version: 1.0",
            "// Generated by Puente from \(module).facts.tsv (Apple's declarations; do not edit).",
            "// swift-module-flags: -target \(target) \(flags) -module-name \(module)",
        ]
        var rowOfLine = [0, 0, 0]
        for line in imports {
            lines.append(line)
            rowOfLine.append(0)
        }
        // A module Apple's interface names (`QuartzCore.CALayer`) reaches it through another module's re-export;
        // imported here directly, when the stubs have it.
        // With `InternalImportsByDefault` (Apple's newer interfaces) an import is internal unless it says `public`.
        let access = flags.contains("InternalImportsByDefault") ? "public " : ""
        for module in implicitImports {
            lines.append("\(access)import \(module)")
            rowOfLine.append(0)
        }
        var children: [Int: [Row]] = [:]
        for row in rows where row.isRendered { children[row.parent, default: []].append(row) }
        func emit(_ row: Row, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            if !row.condition.isEmpty {
                lines.append("\(indent)#if \(row.condition)")
                rowOfLine.append(row.id)
            }
            if row.isContainer {
                lines.append(indent + row.declaration + " {")
                rowOfLine.append(row.id)
                for child in children[row.id] ?? [] { emit(child, depth: depth + 1) }
                lines.append(indent + "}")
                rowOfLine.append(row.id)
            } else {
                lines.append(indent + row.declaration)
                rowOfLine.append(row.id)
            }
            if !row.condition.isEmpty {
                lines.append("\(indent)#endif")
                rowOfLine.append(row.id)
            }
        }
        for row in children[0] ?? [] { emit(row, depth: 0) }
        return (lines.joined(separator: "\n") + "\n", rowOfLine)
    }
}
