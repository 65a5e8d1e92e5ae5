import Snippets
import SwiftParser
import SwiftSyntax

/// Leaves out of hand-written stub files every declaration a facts table declares itself: a module generated
/// from Apple's interface keeps beside its table only the hand-written declarations Apple's interface leaves
/// to the module's Objective-C half (`class Bundle`, `NSString`'s members), never a second copy of Apple's.
struct Reducer {
    /// Display names of every rendered row (`URL`, `String.Encoding`, `URLSession.data(from:)`).
    let declared: Set<String>
    /// Module qualifiers dropped from names (`Foundation.URL` → `URL`).
    let modules: Set<String>
    /// The conformances the table declares, by type (`Decimal`: `Hashable`, `Strideable`, …).
    var conformances: [String: Set<String>] = [:]

    init(table: StubFactsTable, modules: Set<String>) {
        self.modules = modules
        declared = Set(table.rows.filter { $0.isRendered && !$0.kind.hasPrefix("extension") }.map(\.name))
        for row in table.rows where row.isRendered {
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
            return withoutConformances(filtered(decl, prefix: full, removed: &removed), of: full, removed: &removed)
        }
        if let (kind, member) = Extractor.kindAndName(decl), declared.contains(name(prefix, member)) {
            removed.append("\(kind) \(name(prefix, member))")
            return nil
        }
        return decl
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
        if let d = decl.as(ExtensionDeclSyntax.self) { return DeclSyntax(d.with(\.memberBlock, members(d.memberBlock))) }
        if let d = decl.as(StructDeclSyntax.self) { return DeclSyntax(d.with(\.memberBlock, members(d.memberBlock))) }
        if let d = decl.as(ClassDeclSyntax.self) { return DeclSyntax(d.with(\.memberBlock, members(d.memberBlock))) }
        if let d = decl.as(EnumDeclSyntax.self) { return DeclSyntax(d.with(\.memberBlock, members(d.memberBlock))) }
        if let d = decl.as(ProtocolDeclSyntax.self) { return DeclSyntax(d.with(\.memberBlock, members(d.memberBlock))) }
        if let d = decl.as(ActorDeclSyntax.self) { return DeclSyntax(d.with(\.memberBlock, members(d.memberBlock))) }
        return decl
    }
}
