// Image and image-related modifiers.

/// A view that displays an image.
@available(iOS 13.0, *)
@frozen
public struct Image: Equatable, Sendable {
    /// Creates a labeled image that you can use as content for controls.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    /// Creates a labeled image that you can use as content for controls, with
    /// the specified label.
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) { fatalError() }
    /// Creates an unlabeled, decorative image.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
    /// Creates a system symbol image.
    nonisolated public init(systemName: String) { fatalError() }
    /// Creates a system symbol image with a variable value.
    @available(iOS 16.0, *)
    nonisolated public init(systemName: String, variableValue: Double?) { fatalError() }

    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Sendable, Hashable {
        case tile
        case stretch
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Sendable, Hashable {
        case template
        case original
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Sendable, Hashable {
        case none
        case low
        case medium
        case high
    }

    /// Specifies the current level of quality for rendering an image that
    /// requires interpolation.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { fatalError() }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    public func antialiased(_ isAntialiased: Bool) -> Image { fatalError() }

    /// Sets the rendering mode for symbol images within this view.
    @available(iOS 15.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { fatalError() }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Sendable, Hashable {
        case small
        case medium
        case large
    }
}

@available(iOS 13.0, *)
extension Image: View {
    public typealias Body = Never
}

#if canImport(UIKit)
@available(iOS 13.0, *)
extension Image {
    /// Creates a SwiftUI image from a UIKit image instance.
    nonisolated public init(uiImage: UIImage) { fatalError() }
}
#endif

/// A symbol rendering mode.
@available(iOS 15.0, *)
public struct SymbolRenderingMode: Sendable {
    public static let monochrome: SymbolRenderingMode = { fatalError() }()
    public static let multicolor: SymbolRenderingMode = { fatalError() }()
    public static let hierarchical: SymbolRenderingMode = { fatalError() }()
    public static let palette: SymbolRenderingMode = { fatalError() }()
}

/// Constants that define how a view's content fills the available space.
@available(iOS 13.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

@available(iOS 13.0, *)
extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { fatalError() }
    /// Constrains this view's dimensions to the aspect ratio of the given size.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { fatalError() }
    /// Scales this view to fit its parent.
    nonisolated public func scaledToFit() -> some View { fatalError() }
    /// Scales this view to fill its parent.
    nonisolated public func scaledToFill() -> some View { fatalError() }
    /// Scales images within the view according to one of the relative sizes available.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { fatalError() }
    /// Sets the rendering mode for symbol images within this view.
    @available(iOS 15.0, *)
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { fatalError() }
    /// Makes symbols within the view show a particular variant.
    @available(iOS 15.0, *)
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { fatalError() }
}

/// A variant of a symbol.
@available(iOS 15.0, *)
public struct SymbolVariants: Hashable, Sendable {
    public static let none: SymbolVariants = { fatalError() }()
    public static let circle: SymbolVariants = { fatalError() }()
    public static let square: SymbolVariants = { fatalError() }()
    public static let rectangle: SymbolVariants = { fatalError() }()
    public static let fill: SymbolVariants = { fatalError() }()
    public static let slash: SymbolVariants = { fatalError() }()
    public var circle: SymbolVariants { fatalError() }
    public var square: SymbolVariants { fatalError() }
    public var fill: SymbolVariants { fatalError() }
    public var slash: SymbolVariants { fatalError() }
}

/// A view that asynchronously loads and displays an image.
@available(iOS 15.0, *)
public struct AsyncImage<Content: View>: View {
    /// Loads and displays an image from the specified URL.
    nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image { fatalError() }

    /// Loads and displays a modifiable image from the specified URL using
    /// a custom placeholder until the image loads.
    nonisolated public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> { fatalError() }

    /// Loads and displays a modifiable image from the specified URL in phases.
    nonisolated public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) { fatalError() }

    public var body: some View { fatalError() }
}

/// The current phase of the asynchronous image loading operation.
@available(iOS 15.0, *)
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? { fatalError() }
    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? { fatalError() }
}
