#if canImport(SwiftParser)
    internal import SwiftParser
    internal import SwiftSyntax
#endif

/// What a snippet declares and uses, so snippets can share one compiler run only when that is safe.
///
/// Files of one module see each other's top-level declarations and extension members. Two snippets may
/// share a run only if neither declares a name the other declares or mentions, and neither changes
/// global behaviour (conformances added by extensions, operators, `@main`). Identifiers are every
/// identifier token, a superset of the names really referenced, so the check errs on the side of
/// running alone.
public struct DeclarationScan: Sendable, Hashable {
    /// Names other files could see: top-level declarations and members of top-level extensions.
    public var declared: Set<String>
    /// Every identifier token in the code.
    public var identifiers: Set<String>
    /// Top-level statements, expressions or variables: needs a main file of its own.
    public var hasTopLevelCode: Bool
    /// Adds conformances, operators or `@main`: could change how other files type-check.
    public var affectsOtherFiles: Bool

    /// Scans Swift source.
    public static func scan(_ source: String) -> DeclarationScan {
        #if canImport(SwiftParser)
            let tree = Parser.parse(source: source)
            var declared: Set<String> = []
            var hasTopLevelCode = false
            var affects = false
            for item in tree.statements {
                guard let decl = item.item.as(DeclSyntax.self) else {
                    hasTopLevelCode = true
                    continue
                }
                if let name = declaredName(decl) { declared.insert(name) }
                if let variable = decl.as(VariableDeclSyntax.self) {
                    // A top-level `let x = …` reads as script code: it gets a main file, where its initializer
                    // runs in order (in a library file it would be a lazily initialized global).
                    hasTopLevelCode = true
                    for binding in variable.bindings {
                        if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                            declared.insert(pattern.identifier.text)
                        }
                    }
                }
                if let ext = decl.as(ExtensionDeclSyntax.self) {
                    if ext.inheritanceClause != nil { affects = true }
                    for member in ext.memberBlock.members {
                        if let name = declaredName(member.decl) { declared.insert(name) }
                        if let variable = member.decl.as(VariableDeclSyntax.self) {
                            for binding in variable.bindings {
                                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                                    declared.insert(pattern.identifier.text)
                                }
                            }
                        }
                    }
                }
                if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { affects = true }
                if decl.is(MacroExpansionDeclSyntax.self) { hasTopLevelCode = true }
                if let attributed = decl.asProtocol(WithAttributesSyntax.self),
                    attributed.attributes.contains(where: {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
                    })
                {
                    affects = true
                }
            }
            var identifiers: Set<String> = []
            for token in tree.tokens(viewMode: .sourceAccurate) {
                switch token.tokenKind {
                case .identifier(let text), .dollarIdentifier(let text): identifiers.insert(text)
                default: break
                }
            }
            return DeclarationScan(
                declared: declared, identifiers: identifiers, hasTopLevelCode: hasTopLevelCode,
                affectsOtherFiles: affects)
        #else
            // Without swift-syntax nothing is known, so the snippet always runs alone.
            return DeclarationScan(declared: [], identifiers: [], hasTopLevelCode: true, affectsOtherFiles: true)
        #endif
    }

    #if canImport(SwiftParser)
        private static func declaredName(_ decl: DeclSyntax) -> String? {
            if let d = decl.as(StructDeclSyntax.self) { return d.name.text }
            if let d = decl.as(ClassDeclSyntax.self) { return d.name.text }
            if let d = decl.as(EnumDeclSyntax.self) { return d.name.text }
            if let d = decl.as(ActorDeclSyntax.self) { return d.name.text }
            if let d = decl.as(ProtocolDeclSyntax.self) { return d.name.text }
            if let d = decl.as(TypeAliasDeclSyntax.self) { return d.name.text }
            if let d = decl.as(FunctionDeclSyntax.self) { return d.name.text }
            if let d = decl.as(MacroDeclSyntax.self) { return d.name.text }
            if let d = decl.as(AssociatedTypeDeclSyntax.self) { return d.name.text }
            if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
            return nil
        }
    #endif

    /// Whether the snippet can join a batch at all.
    var isBatchable: Bool { !hasTopLevelCode && !affectsOtherFiles }
}
