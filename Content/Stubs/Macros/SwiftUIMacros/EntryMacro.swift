// A stand-in for the `@Entry` macro of Xcode's SwiftUIMacros plugin, which Puente cannot run (it ships only
// with Xcode).
//
// As Apple documents it, `@Entry` on a property in an extension of `EnvironmentValues`, `Transaction`,
// `ContainerValues` or `FocusedValues` declares a private key type named `__Key_<property>` (the name the
// macro declaration reserves) whose default is the property's initial value, and makes the property read and
// write the collection through that key. Focused values are always optional and default to nil.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // The accessor role reports what is wrong; the peer role then adds nothing, and the property gets
        // accessors that need no key, so the one error is not followed by others about the expansion.
        guard let entry = Entry(node, declaration, context, report: true) else {
            let variable = declaration.as(VariableDeclSyntax.self)
            let typed = variable?.bindings.count == 1 && variable?.bindings.first?.typeAnnotation != nil
            guard variable?.bindingSpecifier.tokenKind == .keyword(.var), typed else { return [] }
            return ["get { fatalError() }", "set {}"]
        }
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = Entry(node, declaration, context, report: false) else { return [] }
        return [entry.keyDeclaration]
    }
}

/// One valid `@Entry` property, read from its declaration.
struct Entry {
    /// `__Key_<name>`.
    var keyName: String
    /// The private key type.
    var keyDeclaration: DeclSyntax

    /// The collections `@Entry` works in, with the key protocol each one's subscript takes.
    static let keyProtocols = [
        "EnvironmentValues": "EnvironmentKey", "Transaction": "TransactionKey",
        "ContainerValues": "ContainerValueKey", "FocusedValues": "FocusedValueKey",
    ]

    init?(
        _ node: AttributeSyntax, _ declaration: some DeclSyntaxProtocol, _ context: some MacroExpansionContext,
        report: Bool
    ) {
        func fail(_ message: String, at place: some SyntaxProtocol) {
            if report { context.diagnose(Diagnostic(node: Syntax(place), message: EntryMessage(message))) }
        }
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var)
        else { fail("'@Entry' can only be applied to a 'var' declaration", at: node)
            return nil }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            fail("'@Entry' cannot be applied to a static property", at: node)
            return nil
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { fail("'@Entry' can only be applied to a single property with a name", at: node)
            return nil }
        if binding.accessorBlock != nil {
            fail("'@Entry' writes the getter and setter itself; remove the property's accessors", at: binding)
            return nil
        }
        let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType
        let collection = extended.map(Self.lastComponent) ?? ""
        guard let keyProtocol = Self.keyProtocols[collection] else {
            fail(
                "'@Entry' can only be used in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues",
                at: node)
            return nil
        }
        let name = identifier.identifier.trimmedDescription
        keyName = "__Key_" + name.filter { $0 != "`" }
        let type = binding.typeAnnotation?.type
        let wrapped = type.flatMap(Self.optionalWrapped)
        let initial = binding.initializer?.value
        if collection == "FocusedValues" {
            guard let wrapped else {
                fail(
                    "a focused value is always optional (its default is nil): declare the property as 'T?'",
                    at: type.map(Syntax.init) ?? Syntax(binding))
            return nil
            }
            if let initial, !initial.is(NilLiteralExprSyntax.self) {
                fail("a focused value's default is always nil; remove the initial value", at: initial)
            return nil
            }
            keyDeclaration = "private struct \(raw: keyName): SwiftUI.FocusedValueKey { typealias Value = \(wrapped) }"
            return
        }
        let protocolName = "SwiftUI.\(keyProtocol)"
        switch (type, initial) {
        case (let type?, let initial?):
            keyDeclaration =
                "private struct \(raw: keyName): \(raw: protocolName) { static var defaultValue: \(type.trimmed) { \(initial.trimmed) } }"
        case (let type?, nil):
            guard wrapped != nil else {
                fail(
                    "'@Entry' needs a default value: add '= <value>' (only an optional property may leave it out; it then defaults to nil)",
                    at: binding)
            return nil
            }
            keyDeclaration =
                "private struct \(raw: keyName): \(raw: protocolName) { static var defaultValue: \(type.trimmed) { nil } }"
        case (nil, let initial?):
            // Without a written type, the key's stored default gives the property its type, as in Swift.
            keyDeclaration =
                "private struct \(raw: keyName): \(raw: protocolName) { nonisolated(unsafe) static let defaultValue = \(initial.trimmed) }"
        case (nil, nil):
            fail("'@Entry' needs a type and a default value, as in '@Entry var name: String = \"\"'", at: binding)
            return nil
        }
    }

    /// `SwiftUI.EnvironmentValues` → `EnvironmentValues`.
    static func lastComponent(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }

    /// `T?`, `Optional<T>` and `Swift.Optional<T>` → `T`; anything else → nil.
    static func optionalWrapped(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
        let generic: GenericArgumentClauseSyntax?
        if let simple = type.as(IdentifierTypeSyntax.self), simple.name.text == "Optional" {
            generic = simple.genericArgumentClause
        } else if let member = type.as(MemberTypeSyntax.self), member.name.text == "Optional",
            member.baseType.trimmedDescription == "Swift"
        {
            generic = member.genericArgumentClause
        } else {
            return nil
        }
        guard let arguments = generic?.arguments, arguments.count == 1, let argument = arguments.first else { return nil }
        return TypeSyntax(argument.argument.trimmed.as(TypeSyntax.self))
    }
}

struct EntryMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "SwiftUIMacros", id: message) }
    var severity: DiagnosticSeverity { .error }
}
