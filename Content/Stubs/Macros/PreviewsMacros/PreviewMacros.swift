// Stand-ins for Xcode's PreviewsMacros plugin, which Puente cannot run (it ships only with Xcode).
//
// Apple's `#Preview` expansion registers the body with Xcode's canvas; nothing else in a program refers to
// it. The compiler type-checks the macro's arguments (the body closure, against `() -> any View`,
// `() -> UIView` or `() -> UIViewController`, with the declared result builder and actor) before it expands
// anything, so expanding to nothing keeps every verdict of the real macro while adding no code of its own.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` for a SwiftUI view.
public struct SwiftUIView: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `#Preview { … }` for a UIKit view or view controller (Apple's UIKit interface names `KitViewMacro` for both).
public struct KitViewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@Previewable`: marks a dynamic property declared at the root of a `#Preview` body. Apple's `#Preview`
/// moves such declarations into a generated view; here the declaration stays a local of the body closure,
/// which the compiler checks the same way. Used anywhere else, it is an error, as Apple documents.
public struct Previewable: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The innermost context must be the body closure, and the one around it the `#Preview` itself.
        let contexts = context.lexicalContext
        let inPreviewBody =
            contexts.count >= 2 && contexts[0].is(ClosureExprSyntax.self)
            && (contexts[1].as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
                || contexts[1].as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview")
        if !inPreviewBody {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: PreviewMessage(
                        "'@Previewable' can only be used on a variable at the top level of a '#Preview' body")))
        }
        return []
    }
}

struct PreviewMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "PreviewsMacros", id: message) }
    var severity: DiagnosticSeverity { .error }
}
