// Stand-ins for the macros of Xcode's TipKitMacros plugin, which Puente cannot run (it ships only with Xcode).
// Hand-written, as a generator cannot write a macro's behaviour; the macro declarations themselves are Apple's
// (Content/Stubs/TipKit/TipKit.facts.tsv), so the compiler checks each use's arguments against Apple's signature
// before a stand-in expands it.
//
// `@Parameter` turns a static property into one read and written through a peer `$name` of type
// `Tips.Parameter<Value>`, made with Apple's public initializer from the property's name, initial value and the
// macro's options, so that `#Rule(Self.$name)` finds it. `#Rule` becomes a `Tips.Rule`: its inputs and its
// closure have already been type-checked against Apple's declaration, which is all a snippet can be checked for.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Parameter`.
public struct ParameterMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription else {
            return []
        }
        return ["get { $\(raw: name).wrappedValue }", "set { $\(raw: name).wrappedValue = newValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: TipKitMessage("'@Parameter' can only be applied to a static property with an initial value")))
            return []
        }
        guard let initial = binding.initializer?.value.trimmedDescription else {
            context.diagnose(
                Diagnostic(node: Syntax(node), message: TipKitMessage("'@Parameter' needs an initial value")))
            return []
        }
        let name = binding.pattern.trimmedDescription
        let type = binding.typeAnnotation.map { ": TipKit.Tips.Parameter<\($0.type.trimmedDescription)>" } ?? ""
        let options = node.arguments?.trimmedDescription ?? ""
        let access = variable.modifiers.filter { ["public", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text + " " }.joined()
        return [
            "\(raw: access)static var $\(raw: name)\(raw: type) = TipKit.Tips.Parameter(Self.self, \(literal: name), \(raw: initial)\(raw: options.isEmpty ? "" : ", " + options))"
        ]
    }
}

/// `#Rule`.
public struct RuleMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        "{ () -> TipKit.Tips.Rule in fatalError() }()"
    }
}

struct TipKitMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "TipKitMacros", id: message) }
    var severity: DiagnosticSeverity { .error }
}
