import Config
import Content

#if canImport(SwiftParser)
    internal import SwiftParser
    internal import SwiftSyntax
#endif

/// Every Apple declaration Puente knows of, declared by the stubs or not, and the SDK's frameworks: so that a
/// compiler error caused by something the stubs lack reads as a gap in the stubs, never as the author's mistake.
///
/// The declarations come from the facts tables (``StubFactsTable``: every row, rendered or `excluded`) and
/// `GAPS.tsv`; the frameworks from `Content/Stubs/APPLE-FRAMEWORKS.txt` (the SDK's `.framework` folders).
public struct AppleAPIIndex: Sendable {
    /// One declaration.
    public struct Entry: Sendable, Equatable {
        /// The module that declares it (`SwiftUI`).
        public var module: String
        /// Its name as readers see it: `View.glassEffect(_:in:)`.
        public var name: String
        /// The type it belongs to (`View`), empty at the top level.
        public var container: String
        /// Its base name (`glassEffect`).
        public var base: String
        /// Its argument labels (`["_", "in"]`) for functions, initializers and subscripts; nil otherwise.
        public var labels: [String]?
        /// The iOS version it appeared in, empty when none is given.
        public var ios: String
        /// Whether the stubs declare it.
        public var stubbed: Bool
    }

    /// Entries by base name.
    public private(set) var byBase: [String: [Entry]] = [:]
    /// The SDK's frameworks.
    public var frameworks: Set<String> = []
    /// The stub modules.
    public var stubModules: Set<String> = []
    /// Apple's types by simple name (`TipUIPopoverViewController`: `class`), and types the tables only extend
    /// (`extension`): to tell whether a member the compiler could not find on a type can be the index's.
    public private(set) var typeKinds: [String: String] = [:]
    /// Apple's types that a hand-written half declares (`UIPopoverPresentationController`: `UIKit`), by simple
    /// name: their API is written by hand from Apple's headers and pages, and may lack a member Apple has.
    public private(set) var handTypes: [String: String] = [:]

    /// An empty index.
    public init() {}

    /// The index of a site's stubs: their facts tables, the rows of `Content/Stubs/GAPS.tsv` (site and built-in,
    /// ``StubGaps``) and the frameworks in `Content/Stubs/APPLE-FRAMEWORKS.txt`.
    public static func load(stubs: StubModules, gaps: StubGaps, frameworks: [String]) -> AppleAPIIndex {
        var index = AppleAPIIndex()
        for (_, bytes) in stubs.facts.sorted(by: { $0.key < $1.key }) {
            if let table = try? StubFactsTable.parse(String(decoding: bytes, as: UTF8.self)) { index.add(table) }
        }
        for (key, bytes) in stubs.handWritten.sorted(by: { $0.key < $1.key }) {
            index.addHandWritten(module: String(key.prefix { $0 != "/" }), source: bytes)
        }
        // A row about a name the stubs declare (a type a hand-written half has, a table's stubbed row) is stale:
        // kept, it would call the author's missing `import` a gap.
        for entry in gaps.entries.values.sorted(by: { $0.name < $1.name }) {
            let row = Self.entry(module: entry.module, name: entry.name, ios: entry.ios, stubbed: false)
            guard index.handTypes[row.base] == nil, !(index.byBase[row.base] ?? []).contains(where: \.stubbed)
            else { continue }
            index.add(row)
        }
        index.frameworks = Set(frameworks)
        index.stubModules = Set(stubs.modules)
        return index
    }

    /// Adds the types a hand-written file of `module` declares (`open class UIColorWell: UIControl`) to
    /// ``handTypes`` and ``typeKinds``, read in one pass over its bytes.
    public mutating func addHandWritten(module: String, source: [UInt8]) {
        for (kind, name) in Self.typeDeclarations(in: source) {
            if handTypes[name] == nil { handTypes[name] = module }
            if typeKinds[name] == nil { typeKinds[name] = kind }
        }
    }

    /// The `(kind, name)` of each type declaration in Swift `source`: a `class`, `struct`, `enum`, `protocol` or
    /// `actor` keyword after a non-identifier byte, followed by a name (`class var`, `class func` are members).
    static func typeDeclarations(in source: [UInt8]) -> [(String, String)] {
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
        let members: Set<String> = ["var", "let", "func", "subscript", "init", "override", "final", "open", "public"]
        var found: [(String, String)] = []
        var words: [String] = []
        var index = 0
        while index < source.count {
            guard isIdentifier(source[index]) else {
                // A comment runs to the end of its line.
                if source[index] == 0x2F, index + 1 < source.count, source[index + 1] == 0x2F {
                    while index < source.count, source[index] != 0x0A { index += 1 }
                }
                index += 1
                continue
            }
            let start = index
            while index < source.count, isIdentifier(source[index]) { index += 1 }
            let word = String(decoding: source[start..<index], as: UTF8.self)
            if let previous = words.last, kinds.contains(previous), !members.contains(word),
                word.first.map({ !$0.isNumber }) ?? false
            {
                found.append((previous, word))
            }
            words = [word]
        }
        return found
    }

    /// Adds `entry`.
    public mutating func add(_ entry: Entry) { byBase[entry.base, default: []].append(entry) }

    /// Adds every row of `table` (a row under a left-out container is not declared either).
    public mutating func add(_ table: StubFactsTable) {
        var rendered: [Int: Bool] = [0: true]
        for row in table.rows {
            let declared = row.isRendered && (rendered[row.parent] ?? false)
            rendered[row.id] = declared
            let simple = Self.simpleType(row.name)
            if ["class", "struct", "enum", "protocol", "actor"].contains(row.kind) {
                typeKinds[simple] = row.kind
            } else if row.kind.hasPrefix("extension"), typeKinds[simple] == nil {
                typeKinds[simple] = "extension"
            }
            guard !row.kind.hasPrefix("extension") else { continue }
            add(Self.entry(module: table.module, name: row.name, ios: row.ios, stubbed: declared))
        }
    }

    /// The entry for `name` (`View.glassEffect(_:in:)`).
    static func entry(module: String, name: String, ios: String, stubbed: Bool) -> Entry {
        var head = name
        var labels: [String]?
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            head = String(name[..<open])
            labels = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":")
                .map(String.init)
        }
        let parts = head.split(separator: ".").map(String.init)
        let base = parts.last ?? head
        let introduced = ios.split(separator: ";").first.map(String.init) ?? ""
        return Entry(
            module: module, name: name, container: parts.dropLast().joined(separator: "."), base: base,
            labels: labels, ios: introduced.first?.isNumber == true ? introduced : "", stubbed: stubbed)
    }

    /// A compiler error that comes from something the stubs lack.
    public struct Gap: Sendable, Equatable {
        /// The message to show first, at the error's place.
        public var message: String
        /// The iOS version the missing API needs, when known.
        public var ios: String
        /// Where to add it.
        public var module: String
    }

    /// The gap behind the compiler's `message` about the code at `column` of `line` (1-based, in `source`,
    /// the file the compiler read), or nil when the error is the code's own.
    public func gap(for message: String, source: String, line: Int, column: Int) -> Gap? {
        if let module = Self.quoted(message, after: "no such module '") {
            guard frameworks.contains(module), !stubModules.contains(module) else { return nil }
            return Gap(
                message: "'\(module)' is an Apple framework that Puente's stubs do not include; this is not an error "
                    + "in the article", ios: "", module: module)
        }
        // `external macro implementation type 'TipKitMacros.RuleMacro' could not be found for macro 'Rule'`: Apple's
        // macro is declared, its implementation ships only with Xcode, and the stubs have no stand-in for it.
        if message.hasPrefix("external macro implementation type '"), message.contains("could not be found"),
            let macro = Self.quoted(message, after: "for macro '"),
            let plugin = Self.quoted(message, after: "implementation type '")?.split(separator: ".").first
        {
            // The macro of the plugin's framework (`TipKitMacros`: TipKit's `@Parameter`, not AppIntents').
            let owner = plugin.hasSuffix("Macros") ? String(plugin.dropLast("Macros".count)) : String(plugin)
            let declared = (byBase[macro] ?? []).filter(\.stubbed)
            let entry = declared.first { $0.module == owner } ?? declared.first
            return Gap(
                message: "'\(macro)' is an Apple macro (\(entry?.module ?? String(plugin))) whose implementation ships "
                    + "only with Xcode, and Puente has no stand-in for it yet; this is not an error in the article",
                ios: entry?.ios ?? "", module: "Macros/\(plugin)")
        }
        if let name = StubGaps.missingName(in: message) {
            var candidates = byBase[name] ?? []
            // `value of type 'UIPopoverPresentationController' has no member 'sourceItem'`: a member of another
            // Apple type of that name (TipKit's `TipUIPopoverViewController.sourceItem`) is not the one meant. On
            // an Apple type, only its own members and protocols' can be; on the article's own type, any can.
            if let type = Self.memberContainer(in: message) {
                let own = candidates.filter { Self.simpleType($0.container) == type }
                if !own.isEmpty {
                    candidates = own
                } else if typeKinds[type] != nil {
                    // A name of `GAPS.tsv` given without its type is kept: where it belongs is not known.
                    candidates = candidates.filter {
                        $0.container.isEmpty || typeKinds[Self.simpleType($0.container)] == "protocol"
                    }
                }
            }
            guard !candidates.contains(where: \.stubbed), let entry = Self.earliest(candidates.filter { !$0.stubbed })
            else { return nil }
            return named(entry)
        }
        // A call the compiler matched to the wrong overload because the right one is missing.
        guard Self.overloadMessages.contains(where: { message.contains($0) }),
            let call = Self.call(in: source, line: line, column: column)
        else { return nil }
        let candidates = (byBase[call.base] ?? []).filter {
            $0.labels != nil
                && (call.type == nil || $0.container.split(separator: ".").last.map(String.init) == call.type)
        }
        let matching = candidates.filter { entry in Self.accepts(entry.labels ?? [], call.labels) }
        guard !matching.contains(where: \.stubbed), let entry = Self.earliest(matching.filter { !$0.stubbed }) else {
            return nil
        }
        return Gap(
            message: "Apple declares \(entry.name) (\(entry.module)\(entry.ios.isEmpty ? "" : ", iOS \(entry.ios)+")), "
                + "which Puente's stubs do not; this error comes from the missing overload, not from the article",
            ios: entry.ios, module: entry.module)
    }

    /// A type's simple name: `Foundation.AttributedString<T>.Runs` → `Runs`.
    static func simpleType(_ name: String) -> String {
        var text = name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
        if let open = text.firstIndex(of: "<") { text = String(text[..<open]) }
        return String(text.split(separator: ".").last ?? "")
    }

    /// The type of a "has no member" message: `value of type 'Text' has no member 'x'` → `Text`.
    static func memberContainer(in message: String) -> String? {
        guard message.contains("' has no member '") else { return nil }
        let type = quoted(message, after: "value of type '") ?? quoted(message, after: "type '")
        return type.map(simpleType)
    }

    /// A note for an error the compiler reports on a member of an Apple type whose API a hand-written half
    /// declares in part (`value of type 'UIPopoverPresentationController' has no member 'sourceItem'`): not known
    /// to be a gap, since the index does not list that half's members, but not to be taken for the author's
    /// mistake either.
    public func partialTypeNote(for message: String) -> String? {
        guard let type = Self.memberContainer(in: message), let module = handTypes[type],
            let member = Self.quoted(message, after: "has no member '")
        else { return nil }
        return "'\(type)' is \(module)'s, and Puente's stubs of its Objective-C API are written by hand and may lack "
            + "some of it: if Apple documents '\(member)' for \(type), this is a gap in the stubs, not an error in the "
            + "article (add it to Content/Stubs/GAPS.tsv, or mark the block skip=\"reason\")"
    }

    private func named(_ entry: Entry) -> Gap {
        Gap(
            message:
                "'\(entry.name)' is an Apple API (\(entry.module)\(entry.ios.isEmpty ? "" : ", iOS \(entry.ios)+")) "
                + "that Puente's stubs do not declare; this is not an error in the article",
            ios: entry.ios, module: entry.module)
    }

    /// Messages of a call that found no overload to fit its arguments.
    static let overloadMessages = [
        "cannot convert value of type", "extra argument", "extra arguments", "missing argument",
        "incorrect argument label", "no exact matches in call", "argument passed to call that takes no arguments",
        "cannot infer contextual base", "does not conform to expected type", "has no member",
        "generic parameter", "trailing closure passed to parameter",
    ]

    /// The entry that appeared first (the lowest iOS version; one without a version last).
    static func earliest(_ entries: [Entry]) -> Entry? {
        entries.min { a, b in
            let x = IOSVersion(a.ios).map { ($0.major, $0.minor) } ?? (999, 0)
            let y = IOSVersion(b.ios).map { ($0.major, $0.minor) } ?? (999, 0)
            return x < y
        }
    }

    /// Whether a declaration with `labels` can take a call whose arguments have `call` labels in order (a
    /// declaration's trailing parameters may be left out, and a closure parameter taken as a trailing closure).
    static func accepts(_ labels: [String], _ call: [String]) -> Bool {
        guard call.count <= labels.count else { return false }
        var index = 0
        for label in call {
            while index < labels.count, labels[index] != label { index += 1 }
            guard index < labels.count else { return false }
            index += 1
        }
        return true
    }

    /// The text between `prefix` and the next quote.
    static func quoted(_ message: String, after prefix: String) -> String? {
        guard let start = message.range(of: prefix) else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// The innermost call around `column` of `line` in `source`: its callee's base name (`init` and the type for
    /// `TabView(…)`) and its argument labels (`_` for an unlabeled one; trailing closures left out).
    static func call(in source: String, line: Int, column: Int) -> (base: String, type: String?, labels: [String])? {
        #if canImport(SwiftParser)
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            let position = converter.position(ofLine: line, column: column)
            var best: FunctionCallExprSyntax?
            final class Finder: SyntaxVisitor {
                let position: AbsolutePosition
                var found: FunctionCallExprSyntax?
                init(_ position: AbsolutePosition) {
                    self.position = position
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    guard node.range.contains(position) || node.endPosition == position else { return .skipChildren }
                    found = node
                    return .visitChildren
                }
            }
            let finder = Finder(position)
            finder.walk(tree)
            best = finder.found
            guard let call = best else { return nil }
            let base: String
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                base = member.declName.baseName.text
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                base = reference.baseName.text == "init" ? "init" : reference.baseName.text
            } else {
                return nil
            }
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            // A capitalized callee is a type: its initializers are its `init` entries.
            return base.first?.isUppercase == true ? ("init", base, labels) : (base, nil, labels)
        #else
            return nil
        #endif
    }
}
