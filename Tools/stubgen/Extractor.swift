import Foundation
import Snippets
import SwiftParser
import SwiftSyntax

/// Reads Apple's `.swiftinterface` for one module into a ``StubFactsTable``: every public declaration with its
/// container, kind, name, iOS availability and `#if` condition, its attributes reduced to what matters on iOS
/// (other platforms' `@available`, `@_originallyDefinedIn` entries and Apple's implementation attributes
/// dropped), and no body (an `@inlinable` body is Apple's code; the compiler builds the stub module from
/// declarations alone). `@_spi`, internal and `@usableFromInline` declarations are left out.
struct Extractor {
    let module: String
    /// Module names whose `Module.` qualifier is dropped from display names.
    let knownModules: Set<String>
    var rows: [StubFactsTable.Row] = []
    /// `Never`'s type witnesses a module this one imports already declares (`Body`, in SwiftUICore).
    var suppliedElsewhere: Set<String> = []
    private var nextID = 1
    /// Whether the declaration being added is `@usableFromInline internal`.
    private var internalDeclaration = false

    init(module: String, imports: [String]) {
        self.module = module
        knownModules = Set(imports + [module, "Swift", "_Concurrency", "Foundation", "SwiftUI", "SwiftUICore"])
    }

    // MARK: - Walking

    /// Reads the statements of the file.
    mutating func read(_ file: SourceFileSyntax) {
        for item in file.statements {
            if let decl = item.item.as(DeclSyntax.self) { visit(decl, parent: 0, context: Context()) }
        }
        supplyNeverWitnesses()
    }

    /// `extension Swift.Never : SwiftUICore.View {}`: Apple's interface leaves `Never`'s type witnesses out (its
    /// earlier interfaces printed `typealias Body = Never`), and a stub module that leaves them out does not
    /// compile. Each associated type without a default, of a protocol this module declares, gets
    /// `typealias Name = Swift.Never` in such an extension, marked `supplied`.
    private mutating func supplyNeverWitnesses() {
        var required: [String: [String]] = [:]
        var idToName: [Int: String] = [:]
        for row in rows where row.kind == "protocol" { idToName[row.id] = row.name }
        for row in rows where row.kind == "associatedtype" {
            guard let owner = idToName[row.parent], !row.declaration.contains("=") else { continue }
            required[owner, default: []].append(row.name.split(separator: ".").last.map(String.init) ?? row.name)
        }
        // One `typealias` per name serves every protocol (`Never.Body` is the View's and the Gesture's), in the
        // extension available earliest.
        var homes: [String: StubFactsTable.Row] = [:]
        var order: [String] = []
        for row in rows where row.kind == "extension" && ["Swift.Never", "Never"].contains(row.name) {
            guard let head = row.declaration.range(of: "extension "),
                let colon = row.declaration[head.upperBound...].firstIndex(of: ":")
            else { continue }
            var list = String(row.declaration[row.declaration.index(after: colon)...])
            if let whereClause = list.range(of: " where ") { list = String(list[..<whereClause.lowerBound]) }
            let declared = Set(
                rows.filter { $0.parent == row.id && $0.kind == "typealias" }.map {
                    $0.name.split(separator: ".").last.map(String.init) ?? $0.name
                })
            for conformance in list.split(separator: ",") {
                let name = displayName(conformance.trimmingCharacters(in: .whitespaces))
                for associated in required[name] ?? [] where !declared.contains(associated) {
                    if let home = homes[associated], !Self.version(row.ios).lexicographicallyPrecedes(Self.version(home.ios)) {
                        continue
                    }
                    if homes[associated] == nil { order.append(associated) }
                    homes[associated] = row
                }
            }
        }
        let declaredAnywhere = Set(
            rows.filter { $0.kind == "typealias" && $0.name.hasPrefix("Never.") }.map { String($0.name.dropFirst(6)) })
        var supplied: [StubFactsTable.Row] = []
        for name in order where !declaredAnywhere.contains(name) && !suppliedElsewhere.contains(name) {
            guard let home = homes[name] else { continue }
            supplied.append(
                StubFactsTable.Row(
                    id: nextID, parent: home.id, kind: "typealias", name: "Never.\(name)", ios: home.ios,
                    condition: "", status: "supplied: the interface leaves Never's \(name) to inference",
                    declaration: "public typealias \(name) = Swift.Never"))
            nextID += 1
        }
        rows += supplied
    }

    /// Where a declaration sits.
    struct Context {
        var conditions: [String] = []
        var parentName = ""
        var inProtocol = false
        /// The container's own iOS availability, for members that do not say their own.
        var inheritedIOS = ""
        var condition: String { conditions.map { "(\($0))" }.joined(separator: " && ") }
    }

    private mutating func visit(_ decl: DeclSyntax, parent: Int, context: Context) {
        if let config = decl.as(IfConfigDeclSyntax.self) {
            var previous: [String] = []
            for clause in config.clauses {
                var inner = context
                let condition = clause.condition?.trimmedDescription
                var parts = previous.map { "!(\($0))" }
                if let condition { parts.append(condition) }
                inner.conditions += parts
                if let condition { previous.append(condition) }
                switch clause.elements {
                case .statements(let items)?:
                    for item in items { if let d = item.item.as(DeclSyntax.self) { visit(d, parent: parent, context: inner) } }
                case .decls(let members)?:
                    for member in members { visit(member.decl, parent: parent, context: inner) }
                default: break
                }
            }
            return
        }
        if decl.is(ImportDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) { return }
        guard let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? Optional(AttributeListSyntax([]))
        else { return }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? DeclModifierListSyntax([])
        if Self.hasAttribute(attributes, named: ["_spi"]) { return }
        // `@usableFromInline internal` declarations are in the interface because public ones need them (a frozen
        // type's stored properties, an inlinable default): kept, compiled, never visible to a snippet.
        let isPublic = modifiers.contains { ["public", "open"].contains($0.name.text) }
        let usableFromInline = Self.hasAttribute(attributes, named: ["usableFromInline"])
        let needsAccess = !(context.inProtocol || decl.is(EnumCaseDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self))
        if needsAccess && !isPublic && !usableFromInline { return }
        let (kept, ios) = Self.reduce(attributes)
        let availability = ios.isEmpty ? context.inheritedIOS : ios
        if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            for element in enumCase.elements {
                let text = Self.oneLine(kept.trimmedDescription + " " + Self.modifiersText(modifiers) + "case "
                    + element.with(\.trailingComma, nil).trimmedDescription)
                add(parent: parent, kind: "case", name: qualified(context, element.name.text), ios: availability,
                    context: context, declaration: text)
            }
            return
        }
        internalDeclaration = usableFromInline && !isPublic
        defer { internalDeclaration = false }
        let stripped = BodyStripper().rewrite(decl).cast(DeclSyntax.self)
        var withAttributes = stripped
        if var withAttrs = stripped.asProtocol(WithAttributesSyntax.self) {
            withAttrs.attributes = kept
            withAttributes = Syntax(fromProtocol: withAttrs).cast(DeclSyntax.self)
        }
        if let container = Self.container(withAttributes) {
            let id = add(
                parent: parent, kind: container.kind, name: qualified(context, container.name), ios: availability,
                context: context, declaration: container.header)
            var inner = Context()
            inner.conditions = []
            inner.parentName = container.kind == "extension" ? container.name : qualified(context, container.name)
            inner.inProtocol = container.kind == "protocol"
            inner.inheritedIOS = availability
            for member in container.members { visit(member, parent: id, context: inner) }
            return
        }
        guard let (kind, name) = Self.kindAndName(withAttributes) else { return }
        add(parent: parent, kind: kind, name: qualified(context, name), ios: availability, context: context,
            declaration: Self.oneLine(withAttributes.trimmedDescription))
    }

    private func qualified(_ context: Context, _ name: String) -> String {
        context.parentName.isEmpty ? name : context.parentName + "." + name
    }

    @discardableResult
    private mutating func add(
        parent: Int, kind: String, name: String, ios: String, context: Context, declaration: String
    ) -> Int {
        let id = nextID
        nextID += 1
        let simple = displayName(name)
        let underscored = simple.split(separator: ".").contains { $0.hasPrefix("_") }
        rows.append(
            StubFactsTable.Row(
                id: id, parent: parent, kind: kind, name: simple, ios: ios, condition: context.condition,
                status: internalDeclaration || underscored ? "underscored" : "stubbed", declaration: declaration))
        return id
    }

    /// `13.0` → [13, 0], for ordering (an empty or unparsable version sorts first).
    static func version(_ text: String) -> [Int] {
        (text.split(separator: ";").first ?? "").split(separator: ".").map { Int($0) ?? 0 }
    }

    /// `SwiftUICore.View.padding(_:)` → `View.padding(_:)`: known module qualifiers dropped.
    private func displayName(_ name: String) -> String {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1, knownModules.contains(parts[0]) { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    // MARK: - Declarations

    struct Container {
        var kind: String
        var name: String
        var header: String
        var members: [DeclSyntax]
    }

    /// A type or extension: its kind, name, header (up to the `{`) and members.
    static func container(_ decl: DeclSyntax) -> Container? {
        func header(_ node: some SyntaxProtocol, _ block: MemberBlockSyntax) -> String {
            let full = node.trimmedDescription
            let blockText = block.trimmedDescription
            let end = full.count - blockText.count
            return oneLine(String(full.prefix(max(0, end))))
        }
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return nil }
        let name = group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            ?? group.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
        return Container(kind: group.introducer.text, name: name, header: header(group, group.memberBlock),
            members: group.memberBlock.members.map(\.decl))
    }

    /// A member's kind and name (`func`, `padding(_:)`).
    static func kindAndName(_ decl: DeclSyntax) -> (String, String)? {
        func labels(_ parameters: FunctionParameterListSyntax) -> String {
            parameters.map { ($0.firstName.text) + ":" }.joined()
        }
        if let d = decl.as(FunctionDeclSyntax.self) {
            return ("func", "\(d.name.text)(\(labels(d.signature.parameterClause.parameters)))")
        }
        if let d = decl.as(InitializerDeclSyntax.self) {
            return ("init", "init\(d.optionalMark?.text ?? "")(\(labels(d.signature.parameterClause.parameters)))")
        }
        if let d = decl.as(SubscriptDeclSyntax.self) {
            return ("subscript", "subscript(\(labels(d.parameterClause.parameters)))")
        }
        if let d = decl.as(VariableDeclSyntax.self) {
            let names = d.bindings.map { $0.pattern.trimmedDescription }
            return ("var", names.joined(separator: ", "))
        }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return ("typealias", d.name.text) }
        if let d = decl.as(AssociatedTypeDeclSyntax.self) { return ("associatedtype", d.name.text) }
        if let d = decl.as(MacroDeclSyntax.self) { return ("macro", d.name.text) }
        if let d = decl.as(OperatorDeclSyntax.self) { return ("operator", d.name.text) }
        if let d = decl.as(PrecedenceGroupDeclSyntax.self) { return ("precedencegroup", d.name.text) }
        return nil
    }

    // MARK: - Attributes

    /// Implementation attributes that say nothing about the API a client sees, or that need a body.
    static let dropped: Set<String> = [
        "inlinable", "_alwaysEmitIntoClient", "_transparent", "inline", "_effects", "_semantics", "_silgen_name",
        "backDeployed", "_backDeploy", "_specialize", "_documentation", "_implements", "_show_in_interface",
        "_dynamicReplacement", "_optimize", "_noAllocation", "_noLocks", "_cdecl", "_expose", "_extern",
        "_noImplicitCopy", "_eagerMove", "_noEagerMove", "_lexicalLifetimes", "_alwaysEmitConformanceMetadata",
        "_weakLinked", "_objcRuntimeName", "_staticInitializeObjCMetadata", "_restatedObjCConformance",
        "_allowFeatureSuppression", "_preInverseGenerics", "_disallowFeatureSuppression", "storageRestrictions",
    ]

    static func hasAttribute(_ list: AttributeListSyntax, named names: Set<String>) -> Bool {
        list.contains {
            guard case .attribute(let attribute) = $0 else { return false }
            return names.contains(attribute.attributeName.trimmedDescription)
        }
    }

    /// The attributes that matter on iOS, and the declaration's own iOS availability summary.
    static func reduce(_ list: AttributeListSyntax) -> (AttributeListSyntax, String) {
        var kept: [AttributeListSyntax.Element] = []
        var summary: [String] = []
        for element in list {
            guard case .attribute(let original) = element else {
                kept.append(element)
                continue
            }
            let name = original.attributeName.trimmedDescription
            if dropped.contains(name) { continue }
            // Every kept attribute is followed by one space, whatever trivia a dropped neighbour took with it.
            let attribute = original.with(\.leadingTrivia, []).with(\.trailingTrivia, .space)
            if name == "available" {
                guard let reduced = reduceAvailable(attribute) else { continue }
                summary += reduced.summary
                kept.append(.attribute(reduced.attribute))
                continue
            }
            if name == "_originallyDefinedIn" {
                guard let reduced = reduceOriginallyDefinedIn(attribute) else { continue }
                kept.append(.attribute(reduced))
                continue
            }
            kept.append(.attribute(attribute))
        }
        return (AttributeListSyntax(kept), summary.joined(separator: ";"))
    }

    /// The arguments of an attribute, split at its top-level commas (string literals kept whole).
    static func arguments(_ attribute: AttributeSyntax) -> [String] {
        guard let arguments = attribute.arguments else { return [] }
        var parts: [String] = []
        var current = ""
        var inString = false
        var escaped = false
        for character in arguments.trimmedDescription {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" { inString = true }
            if character == "," {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty {
            parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return parts
    }

    static func attribute(_ text: String) -> AttributeSyntax {
        var parser = Parser(text + " func f()")
        let decl = DeclSyntax.parse(from: &parser)
        let attributes = decl.asProtocol(WithAttributesSyntax.self)!.attributes
        guard case .attribute(let attribute) = attributes.first! else { fatalError("not an attribute: \(text)") }
        return attribute.with(\.leadingTrivia, []).with(\.trailingTrivia, .space)
    }

    /// `@available` reduced to iOS: a shorthand list keeps `iOS x` and `*` (dropped when it names no iOS
    /// version); a platform form is kept for `iOS` and `*` only.
    static func reduceAvailable(_ attribute: AttributeSyntax) -> (attribute: AttributeSyntax, summary: [String])? {
        let parts = arguments(attribute)
        guard let first = parts.first else { return nil }
        let head = first.split(separator: " ").first.map(String.init) ?? first
        if parts.contains("*") && !["*"].contains(first) && first.contains(" ") {
            // Shorthand: `iOS 18.0, macOS 15.0, *`.
            guard let ios = parts.first(where: { $0.hasPrefix("iOS ") }) else { return nil }
            let version = String(ios.dropFirst(4))
            return (Self.attribute("@available(\(ios), *)"), [version])
        }
        switch head {
        case "*":
            return (attribute.with(\.leadingTrivia, []).with(\.trailingTrivia, .space), summarize(parts.dropFirst()))
        case "iOS":
            if first.contains(" ") {
                // `@available(iOS 13.0)` without a `*`.
                return (Self.attribute("@available(\(first), *)"), [String(first.dropFirst(4))])
            }
            return (attribute.with(\.leadingTrivia, []).with(\.trailingTrivia, .space), summarize(parts.dropFirst()))
        case "swift", "_PackageDescription":
            return (attribute.with(\.leadingTrivia, []).with(\.trailingTrivia, .space), [])
        default:
            return nil
        }
    }

    /// `introduced: 13.0`, `deprecated: 100000.0`, `unavailable` … as summary entries.
    static func summarize(_ parts: ArraySlice<String>) -> [String] {
        parts.compactMap { part in
            if part == "unavailable" { return "unavailable" }
            if part == "deprecated" { return "deprecated" }
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            let value = part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch label {
            case "introduced": return value
            case "deprecated", "obsoleted": return "\(label)=\(value)"
            case "renamed": return "renamed=\(value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))"
            case "message": return "message"
            default: return nil
            }
        }
    }

    /// `@_originallyDefinedIn(module: "SwiftUI", iOS 18.0, macOS 15.0)` → its `iOS` entry only.
    static func reduceOriginallyDefinedIn(_ attribute: AttributeSyntax) -> AttributeSyntax? {
        let parts = arguments(attribute)
        guard let module = parts.first, let ios = parts.first(where: { $0.hasPrefix("iOS ") }) else { return nil }
        return Self.attribute("@_originallyDefinedIn(\(module), \(ios))")
    }

    // MARK: - Text

    static func modifiersText(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.isEmpty ? "" : modifiers.trimmedDescription + " "
    }

    /// `text` on one line: every line break and the indentation after it become one space.
    static func oneLine(_ text: String) -> String {
        var out = ""
        var skipping = false
        for character in text {
            if character == "\n" || character == "\r\n" {
                if !out.hasSuffix(" ") { out.append(" ") }
                skipping = true
                continue
            }
            if skipping, character == " " || character == "\t" { continue }
            skipping = false
            out.append(character)
        }
        return out.trimmingCharacters(in: .whitespaces)
    }
}

/// Removes bodies: of functions, initializers, accessors and computed properties (the getter written as a
/// block becomes `{ get }`), and stored properties' initial values; member blocks of nested types are left to
/// the walk.
final class BodyStripper: SyntaxRewriter {
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        DeclSyntax(node.with(\.body, nil).with(\.attributes, strip(node.attributes)))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(node.with(\.body, nil).with(\.attributes, strip(node.attributes)))
    }

    override func visit(_ node: AccessorDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAccessor(node))
    }

    func stripAccessor(_ node: AccessorDeclSyntax) -> AccessorDeclSyntax {
        node.with(\.body, nil).with(\.attributes, strip(node.attributes))
    }

    override func visit(_ node: PatternBindingSyntax) -> PatternBindingSyntax {
        Self.strip(node, accessor: { self.stripAccessor($0) })
    }

    static func strip(
        _ node: PatternBindingSyntax, accessor: (AccessorDeclSyntax) -> AccessorDeclSyntax
    ) -> PatternBindingSyntax {
        var binding = node.with(\.initializer, nil)
        if let block = binding.accessorBlock {
            switch block.accessors {
            case .getter:
                binding.accessorBlock = AccessorBlockSyntax(
                    accessors: .accessors(AccessorDeclListSyntax([AccessorDeclSyntax(accessorSpecifier: .keyword(.get))])))
                    .with(\.leadingTrivia, .space)
            case .accessors(let list):
                // An `init(initialValue)` accessor initializes private storage the stub does not have.
                let kept = list.filter { $0.accessorSpecifier.tokenKind != .keyword(.`init`) }
                binding.accessorBlock = block.with(
                    \.accessors, .accessors(AccessorDeclListSyntax(kept.map { accessor($0).with(\.leadingTrivia, .space) })))
            @unknown default: break
            }
        }
        return binding
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        var subscriptDecl = node.with(\.attributes, strip(node.attributes))
        if let block = subscriptDecl.accessorBlock {
            switch block.accessors {
            case .getter:
                subscriptDecl.accessorBlock = AccessorBlockSyntax(
                    accessors: .accessors(AccessorDeclListSyntax([AccessorDeclSyntax(accessorSpecifier: .keyword(.get))])))
                    .with(\.leadingTrivia, .space)
            case .accessors(let list):
                subscriptDecl.accessorBlock = block.with(
                    \.accessors, .accessors(AccessorDeclListSyntax(list.map { stripAccessor($0).with(\.leadingTrivia, .space) })))
            @unknown default: break
            }
        }
        return DeclSyntax(subscriptDecl)
    }

    // Nested types are read by the walk, not here.
    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax { node }

    private func strip(_ list: AttributeListSyntax) -> AttributeListSyntax {
        AttributeListSyntax(list.compactMap {
            guard case .attribute(let attribute) = $0 else { return $0 }
            guard !Extractor.dropped.contains(attribute.attributeName.trimmedDescription) else { return nil }
            return .attribute(attribute.with(\.leadingTrivia, []).with(\.trailingTrivia, .space))
        })
    }
}
