// Stand-ins for the `@Animatable` and `@AnimatableIgnored` macros of Xcode's SwiftUIMacros plugin (iOS 26),
// which Puente cannot run (it ships only with Xcode). Hand-written, as a generator cannot write a macro's
// behaviour; the macro declarations are Apple's (SwiftUICore.facts.tsv).
//
// As Apple documents them, `@Animatable` makes a type `Animatable` with an `animatableData` made of its stored
// properties, and `@AnimatableIgnored` leaves a property out of it. Here `animatableData` is Apple's
// `AnimatableValues` of the properties' written types, so a property whose type is not `VectorArithmetic`
// (and not ignored) is an error at the macro, as it is with Apple's.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable`.
public struct AnimatableValuesMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftUICore.Animatable {}")]
    }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var types: [String] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), Self.isAnimated(variable) else { continue }
            for binding in variable.bindings {
                guard let type = binding.typeAnnotation?.type else {
                    context.diagnose(
                        Diagnostic(
                            node: Syntax(binding.pattern),
                            message: AnimatableMessage(
                                "'@Animatable' needs the type of '\(binding.pattern.trimmedDescription)' written out, "
                                    + "or '@AnimatableIgnored' on it")))
                    return []
                }
                types.append(type.trimmedDescription)
            }
        }
        let dataType =
            types.isEmpty
            ? "SwiftUICore.EmptyAnimatableData" : "SwiftUICore.AnimatableValues<\(types.joined(separator: ", "))>"
        return ["var animatableData: \(raw: dataType) { get { fatalError() } set {} }"]
    }

    /// A stored instance property that is not `@AnimatableIgnored`.
    static func isAnimated(_ variable: VariableDeclSyntax) -> Bool {
        if variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
            return false
        }
        let ignored = variable.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("AnimatableIgnored") == true
        }
        if ignored || variable.bindingSpecifier.tokenKind != .keyword(.var) { return false }
        return variable.bindings.allSatisfy { binding in
            guard let block = binding.accessorBlock else { return true }
            // Observers keep a property stored; a getter makes it computed.
            guard case .accessors(let accessors) = block.accessors else { return false }
            return accessors.allSatisfy {
                [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
            }
        }
    }
}

/// `@AnimatableIgnored`: leaves the property out of `animatableData`; adds nothing to it.
public struct AnimatableIgnoredMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}

struct AnimatableMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "SwiftUIMacros", id: message) }
    var severity: DiagnosticSeverity { .error }
}
