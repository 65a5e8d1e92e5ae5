// DeveloperToolsSupport: the types Xcode's previews are built from. SwiftUI re-exports this module, so
// `import SwiftUI` makes `PreviewLayout` and `PreviewTrait` visible, as on iOS.
import CoreGraphics

/// A size constraint for a preview made with `PreviewProvider`.
///
/// Declared in SwiftUI until iOS 17 moved it here; `@_originallyDefinedIn` keeps its symbol where it was.
@available(iOS 13.0, *)
@_originallyDefinedIn(module: "SwiftUI", iOS 17.0)
public enum PreviewLayout: Sendable {
    /// Centers the preview in a container the size of the device.
    case device
    /// Fits the container to the size of the preview.
    case sizeThatFits
    /// Centers the preview in a container of the given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The base type that preview macros expand to; code never uses it directly.
@available(iOS 17.0, *)
@MainActor @preconcurrency
public struct Preview {
    /// The traits a view preview can take.
    @available(iOS 17.0, *)
    public enum ViewTraits {}
}

@available(iOS 17.0, *)
extension Preview: Sendable {}

/// A customization of a preview, passed to `#Preview(_:traits:_:body:)`.
@available(iOS 17.0, *)
@MainActor @preconcurrency
public struct PreviewTrait<T> {
    /// Combines several traits into one.
    @available(iOS 18.0, *)
    public init(_ traits: PreviewTrait<T>...) { fatalError() }
}

@available(iOS 17.0, *)
extension PreviewTrait: Sendable {}

@available(iOS 17.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    /// Centers the preview in a container the size of the device.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// Fits the container to the preview's size.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// Centers the preview in a container of the given size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { fatalError() }
    /// The device held upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// The device held upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { fatalError() }
}

/// The result builder of a preview macro's body: exactly one expression, no control flow.
@available(iOS 17.0, *)
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
    public static func buildBlock(_ content: Content) -> Content { fatalError() }
    @available(*, unavailable, message: "This builder requires exactly one content expression")
    public static func buildBlock(_ content: Content...) -> Content { fatalError() }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildOptional(_ content: Content?) -> Content { fatalError() }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildEither(first: Content) -> Content { fatalError() }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildEither(second: Content) -> Content { fatalError() }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildLimitedAvailability(_ content: Content) -> Content { fatalError() }
}
