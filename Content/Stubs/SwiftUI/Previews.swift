// Previews: the `#Preview` macros and `@Previewable` (iOS 17 SDK), the `@Entry` macro (Xcode 16, back to
// iOS 13), and the modifiers of `PreviewProvider` previews.
//
// The macros expand through stand-in plugins built from `Content/Stubs/Macros/` (Apple's own plugins exist
// only in Xcode); the plugin module and type names are Apple's.
@_exported import DeveloperToolsSupport

/// Creates a preview of a SwiftUI view.
@available(iOS 13.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Creates a preview of a SwiftUI view with the given traits.
@available(iOS 17.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Lets a dynamic property (`@State`, …) be declared at the root of a `#Preview` body.
@available(iOS 17.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "PreviewableMacro")

/// Creates an environment values, transaction, container values or focused values entry.
@available(iOS 13.0, *)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

/// A simulator device that runs a preview.
@available(iOS 13.0, *)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { fatalError() }
    public init(stringLiteral: String) { fatalError() }
}

/// The orientation of the interface from the user's perspective.
@available(iOS 15.0, *)
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public static var allCases: [InterfaceOrientation] { fatalError() }
    public var id: String { fatalError() }
    public static let portrait: InterfaceOrientation = { fatalError() }()
    public static let portraitUpsideDown: InterfaceOrientation = { fatalError() }()
    public static let landscapeLeft: InterfaceOrientation = { fatalError() }()
    public static let landscapeRight: InterfaceOrientation = { fatalError() }()
}

@available(iOS 13.0, *)
extension View {
    /// Overrides the size of the container for the preview. (Apple's pages mark it deprecated in the iOS 27
    /// SDK, with `PreviewProvider`; the stubs follow the iOS 26 SDK there, as for `PreviewProvider`.)
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { fatalError() }
    /// Sets a user visible name to show in the canvas for a preview.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { fatalError() }
    /// Overrides the device for a preview.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { fatalError() }
    /// Overrides the orientation of the preview.
    @available(iOS 15.0, *)
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { fatalError() }
}
