import Snippets
import SwiftParser
import SwiftSyntax

/// Leaves out of hand-written stub files every declaration a facts table declares itself: a module generated
/// from Apple's interface keeps beside its table only the hand-written declarations Apple's interface leaves
/// to the module's Objective-C half (`class Bundle`, `NSString`'s members), never a second copy of Apple's.
struct Reducer {
    /// Display names of every rendered row (`URL`, `String.Encoding`, `URLSession.data(from:)`).
    let declared: Set<String>
    /// The parameter types of each rendered function and initializer, by display name (``parameterTypes(_:)``):
    /// a hand-written overload of the same name whose types differ is another declaration (Objective-C's
    /// `string(from: Unit)` beside the overlay's generic `string(from: Measurement<U>)`) and stays.
    var overloads: [String: Set<String>] = [:]
    /// Module qualifiers dropped from names (`Foundation.URL` → `URL`).
    let modules: Set<String>
    /// The conformances the table declares, by type (`Decimal`: `Hashable`, `Strideable`, …).
    var conformances: [String: Set<String>] = [:]
    /// Hand-written classes by simple name: the superclass and the designated initializers each declares
    /// (``learn(_:)``); `NSObject`'s `init()` is known from the start.
    var classes: [String: (superclass: String?, designated: [InitializerDeclSyntax])] = [
        "NSObject": (nil, [Reducer.initializer("public init()")])
    ]

    init(table: StubFactsTable, modules: Set<String>) {
        self.modules = modules
        // A row is declared when it and every row it sits in are rendered (a member of a left-out extension is not).
        var rendered: [Int: Bool] = [0: true]
        var names: Set<String> = []
        var overloads: [String: Set<String>] = [:]
        for row in table.rows {
            rendered[row.id] = row.isRendered && (rendered[row.parent] ?? false)
            if rendered[row.id] == true, !row.kind.hasPrefix("extension") { names.insert(Self.unlabelled(row.name)) }
            if rendered[row.id] == true, ["func", "init"].contains(row.kind),
                let types = Self.parameterTypes(of: row.declaration, modules: modules)
            {
                overloads[Self.unlabelled(row.name), default: []].insert(types)
            }
        }
        declared = names
        self.overloads = overloads
        for row in table.rows where rendered[row.id] == true {
            guard ["extension", "struct", "class", "enum", "protocol", "actor"].contains(row.kind),
                let colon = row.declaration.range(of: " : ")
            else { continue }
            var list = String(row.declaration[colon.upperBound...])
            if let clause = list.range(of: " where ") { list = String(list[..<clause.lowerBound]) }
            for item in list.split(separator: ",") {
                let words = item.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard let last = words.last else { continue }
                conformances[row.name, default: []].insert(Self.simple(String(last), modules: modules))
            }
        }
    }

    /// `name` with an operator's parameter names as `_` (`Size.<(lhs:rhs:)` → `Size.<(_:_:)`): an operator has no
    /// argument labels, so Apple's `<(left:right:)` and a hand-written `<(lhs:rhs:)` are one declaration.
    static func unlabelled(_ name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")"), let last = name[..<open].last,
            "/=-+!*%<>&|^~?.".contains(last), !name[..<open].hasSuffix("init?"), !name[..<open].hasSuffix("init!")
        else { return name }
        let count = name[open...].filter { $0 == ":" }.count
        return name[..<open] + "(" + String(repeating: "_:", count: count) + ")"
    }

    /// A protocol's name without its module (`Combine.Scheduler` → `Scheduler`).
    static func simple(_ name: String, modules: Set<String>) -> String {
        String(name.split(separator: ".").last ?? "")
    }

    /// The file without the declarations the table has, and the names left out.
    func reduce(_ text: String) -> (text: String, removed: [String]) {
        var removed: [String] = []
        let file = Parser.parse(source: text)
        var items: [CodeBlockItemSyntax] = []
        for item in file.statements {
            guard let decl = item.item.as(DeclSyntax.self) else {
                items.append(item)
                continue
            }
            if let kept = reduce(decl, prefix: "", removed: &removed) {
                items.append(item.with(\.item, .decl(kept)))
            }
        }
        let result = file.with(\.statements, CodeBlockItemListSyntax(items))
        return (result.description, removed)
    }

    private func name(_ prefix: String, _ name: String) -> String {
        var parts = (prefix.isEmpty ? name : prefix + "." + name).split(separator: ".").map(String.init)
        while parts.count > 1, modules.contains(parts[0]) { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    /// `decl` with the members the table has left out, or nil when the table has all of it.
    private func reduce(_ decl: DeclSyntax, prefix: String, removed: inout [String]) -> DeclSyntax? {
        if let container = Extractor.container(decl) {
            let full = name(prefix, container.name.split(separator: "<").first.map(String.init) ?? container.name)
            if declared.contains(full) {
                removed.append("\(container.kind) \(full)")
                return nil
            }
            return inheritingInitializers(
                withoutConformances(filtered(decl, prefix: full, removed: &removed), of: full, removed: &removed))
        }
        if let (kind, member) = Extractor.kindAndName(decl), declared.contains(Self.unlabelled(name(prefix, member))) {
            // An overload whose parameter types differ from every one of the table's is another declaration.
            if let known = overloads[Self.unlabelled(name(prefix, member))],
                let types = Self.parameterTypes(of: decl.trimmedDescription, modules: modules), !known.contains(types)
            {
                return decl
            }
            removed.append("\(kind) \(name(prefix, member))")
            return nil
        }
        return decl
    }

    /// The parameter types of a function or initializer declaration, compared as written without module
    /// qualifiers, attributes (`@escaping`, `@Sendable`), `any` and spaces (`Foundation.Measurement<UnitType>` and
    /// `Measurement<UnitType>` are one); nil for other declarations.
    static func parameterTypes(of declaration: String, modules: Set<String>) -> String? {
        let file = Parser.parse(source: "class C {\n\(declaration) {}\n}")
        guard let type = file.statements.first?.item.as(ClassDeclSyntax.self),
            let member = type.memberBlock.members.first?.decl
        else { return nil }
        let parameters: FunctionParameterListSyntax
        if let function = member.as(FunctionDeclSyntax.self) {
            parameters = function.signature.parameterClause.parameters
        } else if let initializer = member.as(InitializerDeclSyntax.self) {
            parameters = initializer.signature.parameterClause.parameters
        } else {
            return nil
        }
        return parameters.map { parameter in
            var text = parameter.type.trimmedDescription
            for attribute in ["@escaping", "@Sendable", "@MainActor", "@_Concurrency.MainActor", "@autoclosure", "any "] {
                text = text.replacingOccurrences(of: attribute, with: "")
            }
            for module in modules.union(["Swift", "Foundation", "_Concurrency"]) {
                text = text.replacingOccurrences(of: module + ".", with: "")
            }
            return text.filter { !$0.isWhitespace }
        }.joined(separator: ",")
    }

    /// `text` parsed as one initializer (`public init()`).
    /// An initializer from its declaration text, with a `fatalError()` body, or none (an interface may leave it
    /// out: an unavailable override with a body would call its unavailable superclass initializer).
    static func initializer(_ text: String, body: Bool = true) -> InitializerDeclSyntax {
        let file = Parser.parse(source: "class C {\n    \(text)\(body ? " { fatalError() }" : "")\n}")
        let type = file.statements.first!.item.as(ClassDeclSyntax.self)!
        return type.memberBlock.members.first!.decl.as(InitializerDeclSyntax.self)!
    }

    /// Records the classes of one hand-written file (before ``reduce(_:)`` of any file, so a class's superclass
    /// may be in another file).
    mutating func learn(_ text: String) {
        var groups = Parser.parse(source: text).statements.compactMap {
            $0.item.as(DeclSyntax.self)?.asProtocol(DeclGroupSyntax.self)
        }
        while let group = groups.popLast() {
            if let d = group.as(ClassDeclSyntax.self) {
                let superclass = d.inheritanceClause?.inheritedTypes.first.map {
                    Self.simple($0.type.trimmedDescription, modules: modules)
                }
                classes[d.name.text] = (superclass, Self.designated(d))
            }
            groups += group.memberBlock.members.compactMap { $0.decl.asProtocol(DeclGroupSyntax.self) }
        }
    }

    /// The designated initializers `d` declares.
    static func designated(_ d: ClassDeclSyntax) -> [InitializerDeclSyntax] {
        d.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
    }

    /// The designated initializers a class that declares none inherits from `superclass`, or nil when a class
    /// on the way is not known.
    func inherited(from superclass: String?) -> [InitializerDeclSyntax]? {
        var name = superclass
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted {
            guard let known = classes[current] else { return nil }
            if !known.designated.isEmpty { return known.designated }
            name = known.superclass
        }
        return nil
    }

    /// `decl`, a class that declares no designated initializer, with its superclass's designated initializers
    /// declared as overrides and marked `@_inheritsConvenienceInitializers`: appended to an interface,
    /// hand-written Swift is read as an interface, where a class inherits no initializer it does not declare
    /// (the compiler prints them so in Apple's), and convenience ones only when it says so.
    func inheritingInitializers(_ decl: DeclSyntax) -> DeclSyntax {
        guard let d = decl.as(ClassDeclSyntax.self), Self.designated(d).isEmpty,
            !Extractor.hasAttribute(d.attributes, named: ["_inheritsConvenienceInitializers"])
        else { return decl }
        let superclass = d.inheritanceClause?.inheritedTypes.first.map {
            Self.simple($0.type.trimmedDescription, modules: modules)
        }
        var result = d
        if let inits = inherited(from: superclass) {
            let overrides = inits.map { original -> MemberBlockItemSyntax in
                let available = original.attributes.filter {
                    guard case .attribute(let attribute) = $0 else { return false }
                    return attribute.attributeName.trimmedDescription == "available"
                }.map(\.trimmedDescription).joined(separator: " ")
                let required = original.modifiers.contains { $0.name.text == "required" }
                let head = (available.isEmpty ? "" : available + " ") + (required ? "public required" : "public override")
                let text = "\(head) init\(original.optionalMark?.text ?? "")\(original.signature.trimmedDescription)"
                let unavailable = available.contains("*, unavailable")
                return MemberBlockItemSyntax(decl: Self.initializer(text, body: !unavailable))
                    .with(\.leadingTrivia, .newline + .spaces(4))
            }
            result.memberBlock.members = MemberBlockItemListSyntax(overrides + Array(d.memberBlock.members))
        }
        let attribute = AttributeListSyntax.Element(
            AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("_inheritsConvenienceInitializers")))
                .with(\.trailingTrivia, .space))
        if result.attributes.isEmpty {
            // The declaration's comments and indentation move to the attribute, now its first token.
            let leading = result.leadingTrivia
            result = result.with(\.leadingTrivia, [])
            result.attributes = AttributeListSyntax([attribute.with(\.leadingTrivia, leading)])
        } else {
            result.attributes.append(attribute.with(\.leadingTrivia, .space).with(\.trailingTrivia, []))
        }
        return DeclSyntax(result)
    }

    /// `decl` without the conformances the table declares for `type` (a second one is an error).
    private func withoutConformances(_ decl: DeclSyntax, of type: String, removed: inout [String]) -> DeclSyntax {
        let known = conformances[type] ?? []
        func reduced(_ clause: InheritanceClauseSyntax?) -> InheritanceClauseSyntax? {
            guard let clause else { return nil }
            let kept = clause.inheritedTypes.filter { inherited in
                let name = Self.simple(
                    inherited.type.trimmedDescription.split(separator: " ").last.map(String.init) ?? "",
                    modules: modules)
                if known.contains(name) {
                    removed.append("conformance \(type): \(name)")
                    return false
                }
                return true
            }
            guard !kept.isEmpty else { return nil }
            var items = Array(kept)
            items[items.count - 1] = items[items.count - 1].with(\.trailingComma, nil)
            return clause.with(\.inheritedTypes, InheritedTypeListSyntax(items))
        }
        if let d = decl.as(ExtensionDeclSyntax.self) {
            let clause = reduced(d.inheritanceClause)
            var result = d.with(\.inheritanceClause, clause)
            if clause == nil { result = result.with(\.extendedType, d.extendedType.with(\.trailingTrivia, .space)) }
            return DeclSyntax(result)
        }
        if let d = decl.as(ClassDeclSyntax.self) {
            return DeclSyntax(d.with(\.inheritanceClause, reduced(d.inheritanceClause)))
        }
        return decl
    }

    private func filtered(_ decl: DeclSyntax, prefix: String, removed: inout [String]) -> DeclSyntax {
        func members(_ block: MemberBlockSyntax) -> MemberBlockSyntax {
            var kept: [MemberBlockItemSyntax] = []
            for member in block.members {
                if let reduced = reduce(member.decl, prefix: prefix, removed: &removed) {
                    kept.append(member.with(\.decl, reduced))
                }
            }
            return block.with(\.members, MemberBlockItemListSyntax(kept))
        }
        guard var group = decl.asProtocol(DeclGroupSyntax.self) else { return decl }
        group.memberBlock = members(group.memberBlock)
        return DeclSyntax(Syntax(group)) ?? decl
    }
}
