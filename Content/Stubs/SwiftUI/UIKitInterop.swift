// UIKit interoperability: UIViewRepresentable, UIViewControllerRepresentable,
// UIHostingController (sizingOptions 16, safeAreaRegions 16.4) and
// UIHostingConfiguration (16).

#if canImport(UIKit)

/// A wrapper for a UIKit view that you use to integrate that view into your
/// SwiftUI view hierarchy.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView

    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency
    func makeUIView(context: Self.Context) -> Self.UIViewType

    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    /// Cleans up the presented UIKit view (and coordinator) in anticipation of
    /// their removal.
    @MainActor @preconcurrency
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes from
    /// your view to other parts of your SwiftUI interface.
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator

    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?

    typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, *)
extension UIViewRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, *)
extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    /// Declares the content and behavior of this view.
    public var body: Never { fatalError() }
}

/// Contextual information about the state of the system that you use to create
/// and update your UIKit view.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The current transaction.
    public var transaction: Transaction { fatalError() }
    /// The current environment.
    public var environment: EnvironmentValues { fatalError() }
    /// Animates changes using the animation in the current transaction.
    @available(iOS 18.0, *)
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) { fatalError() }
}

/// A view that represents a UIKit view controller.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController

    /// Creates the view controller object and configures its initial state.
    @MainActor @preconcurrency
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the state of the specified view controller with new information
    /// from SwiftUI.
    @MainActor @preconcurrency
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Cleans up the presented view controller (and coordinator) in
    /// anticipation of their removal.
    @MainActor @preconcurrency
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes from
    /// your view controller to other parts of your SwiftUI interface.
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator

    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?

    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
    /// Declares the content and behavior of this view.
    public var body: Never { fatalError() }
}

/// Contextual information about the state of the system that you use to create
/// and update your UIKit view controller.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The current transaction.
    public var transaction: Transaction { fatalError() }
    /// The current environment.
    public var environment: EnvironmentValues { fatalError() }
    /// Animates changes using the animation in the current transaction.
    @available(iOS 18.0, *)
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) { fatalError() }
}

/// A UIKit view controller that manages a SwiftUI view hierarchy.
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) { fatalError() }

    /// Creates a hosting controller object from an archive and the specified
    /// SwiftUI view.
    public init?(coder aDecoder: NSCoder, rootView: Content) { fatalError() }

    /// Creates a hosting controller object from the contents of the specified
    /// archive.
    public required init?(coder aDecoder: NSCoder) { fatalError() }

    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content { get { fatalError() } set { fatalError() } }

    /// The options for how the hosting controller tracks changes to the size
    /// of its SwiftUI content.
    @available(iOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions { get { fatalError() } set { fatalError() } }

    /// The safe area regions that this view controller adds to its view.
    @available(iOS 16.4, *)
    public var safeAreaRegions: SafeAreaRegions { get { fatalError() } set { fatalError() } }

    /// Calculates and returns the most appropriate size for the current view.
    public func sizeThatFits(in size: CGSize) -> CGSize { fatalError() }
}

/// Options for how a hosting controller tracks its content's size.
@available(iOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The hosting controller tracks its content's ideal size in its
    /// preferred content size.
    public static let preferredContentSize: UIHostingControllerSizingOptions = { fatalError() }()
    /// The hosting controller's view automatically invalidate its intrinsic
    /// content size when its ideal size changes.
    public static let intrinsicContentSize: UIHostingControllerSizingOptions = { fatalError() }()
    public typealias Element = UIHostingControllerSizingOptions
    public typealias ArrayLiteralElement = UIHostingControllerSizingOptions
    public typealias RawValue = Int
}

/// A content configuration suitable for hosting a hierarchy of SwiftUI views.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    /// Creates a hosting configuration with the given contents.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView { fatalError() }

    /// Sets the background contents for the hosting configuration's enclosing cell.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> { fatalError() }

    /// Sets the background contents for the hosting configuration's enclosing
    /// cell to a shape style.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> { fatalError() }

    /// Sets the margins around the content of the configuration.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> { fatalError() }

    /// Sets the margins around the content of the configuration.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> { fatalError() }

    /// Sets the minimum size for the configuration.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> { fatalError() }

    public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { fatalError() }
}

/// A view that fills a hosting configuration's background with a shape style.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    public typealias Body = Never
}

#endif
