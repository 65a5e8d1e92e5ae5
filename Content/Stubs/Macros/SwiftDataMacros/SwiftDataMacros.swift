// Stand-ins for the macros of Xcode's SwiftDataMacros plugin, which Puente cannot run (it ships only with
// Xcode). Hand-written, as a generator cannot write a macro's behaviour; the macro declarations themselves are
// Apple's (Content/Stubs/SwiftData/SwiftData.facts.tsv).
//
// What a snippet is type-checked against is what Apple documents the macros to add: `@Model` makes a class a
// `PersistentModel` (and so `Observable`, `Hashable` and `Identifiable`) by giving it the protocol's
// requirements, `persistentBackingData`, `schemaMetadata` and `init(backingData:)`, and turns each stored
// `var` with a type into a persisted property (`@_PersistedProperty`: an accessor, so assigning it in the
// class's own initializer and giving it an initial value both work, as with Apple's macro); `@ModelActor`
// gives an actor `modelExecutor`, `modelContainer` and `init(modelContainer:)`; `@Attribute`,
// `@Relationship` and `@Transient` annotate a property and add nothing; `#Unique` and `#Index` declare
// constraints the compiler has already checked the arguments of, and add nothing.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`.
public struct PersistentModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: ModelMessage("'@Model' may only be applied to a class")))
            return []
        }
        let name = type.name.text
        let access = type.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        return [
            "\(raw: access)var persistentBackingData: any SwiftData.BackingData<\(raw: name)> { get { fatalError() } set {} }",
            "\(raw: access)static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [] }",
            "\(raw: access)required init(backingData: any SwiftData.BackingData<\(raw: name)>) {}",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        // Stored properties with a written type become persisted; computed ones, `let`s and `@Transient` ones stay.
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.typeAnnotation != nil,
            binding.accessorBlock == nil,
            !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            !variable.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Transient") == true
            })
        else { return [] }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The conformances the compiler asks for (those the class does not declare itself): `PersistentModel` and
        // `Observable`, as Apple's macro adds them. `Sendable` is left to the class, as a model's stored `var`s
        // would not allow it.
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        var extensions: [ExtensionDeclSyntax] = []
        for (suffix, name) in [("PersistentModel", "SwiftData.PersistentModel"), ("Observable", "Observation.Observable")]
        where protocols.contains(where: { $0.trimmedDescription.hasSuffix(suffix) }) {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: name) {}"))
        }
        return extensions
    }
}

/// `@_PersistedProperty`: the stored property becomes one read and written through the model's storage.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        ["init(initialValue) {}", "get { fatalError() }", "set {}"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@_TransformablePersistedProperty`: as ``PersistedPropertyMacro``.
public struct TransformablePersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        try PersistedPropertyMacro.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@ModelActor`.
public struct PersistentModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: ModelMessage("'@ModelActor' may only be applied to an actor")))
            return []
        }
        return [
            "nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "nonisolated let modelContainer: SwiftData.ModelContainer",
            "init(modelContainer: SwiftData.ModelContainer) { fatalError() }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}

/// `@Attribute`: describes a property to the store; adds nothing here.
public struct AttributePropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@Relationship`: describes a property to the store; adds nothing here.
public struct RelationshipPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@Transient`: keeps a property out of the store; adds nothing here.
public struct TransientPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `#Index`: an index whose key paths the compiler has checked; adds nothing here.
public struct IndexMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `#Unique`: a constraint whose key paths the compiler has checked; adds nothing here.
public struct UniqueConstraintsMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

struct ModelMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "SwiftDataMacros", id: "misuse") }
    var severity: DiagnosticSeverity { .error }
}

/// `@Query` (declared by `_SwiftData_SwiftUI`): the property becomes read-only, read through a peer `_name` of
/// type `Query<Element, [Element]>` made from the macro's own arguments, so an initializer can assign
/// `_name = Query(…)` as with Apple's macro.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription else {
            return []
        }
        return ["get { _\(raw: name).wrappedValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)
        else {
            context.diagnose(
                Diagnostic(node: Syntax(node), message: ModelMessage("'@Query' needs a property of an array type")))
            return []
        }
        let element = type.element.trimmedDescription
        let arguments = node.arguments?.trimmedDescription ?? ""
        return [
            "private var _\(raw: binding.pattern.trimmedDescription): _SwiftData_SwiftUI.Query<\(raw: element), [\(raw: element)]> = _SwiftData_SwiftUI.Query(\(raw: arguments))"
        ]
    }
}
