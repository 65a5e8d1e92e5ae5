// The View protocol and the structural view types every SwiftUI view is built from.

/// A type that represents part of your app's user interface and provides
/// modifiers that you use to configure views.
@available(iOS 13.0, *)
@_typeEraser(AnyView)
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension View where Self.Body == Never {
    /// Primitive views have no body; SwiftUI renders them directly.
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
    /// `Never` is the body of every primitive view and gesture (it satisfies both
    /// `View.body` and `Gesture.body`).
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// A view that doesn't contain any content.
@available(iOS 13.0, *)
@frozen
public struct EmptyView: View {
    nonisolated public init() {}
    public typealias Body = Never
}

/// A type-erased view.
@available(iOS 13.0, *)
@frozen
public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) { fatalError() }
    nonisolated public init<V: View>(erasing view: V) { fatalError() }
    nonisolated public init?(_fromValue value: Any) { fatalError() }
    public typealias Body = Never
}

/// A View created from a swift tuple of View values.
@available(iOS 13.0, *)
@frozen
public struct TupleView<T>: View {
    public var value: T
    nonisolated public init(_ value: T) { fatalError() }
    public typealias Body = Never
}

/// View content that shows one of two possible children.
@available(iOS 13.0, *)
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

@available(iOS 13.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

/// A type that collects multiple instances of a content type — like views,
/// scenes, or commands — into a single unit.
@available(iOS 13.0, *)
@frozen
public struct Group<Content> {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// A value with a modifier applied to it.
@available(iOS 13.0, *)
@frozen
public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) { fatalError() }
}

@available(iOS 13.0, *)
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
    public static func == (a: ModifiedContent<Content, Modifier>, b: ModifiedContent<Content, Modifier>) -> Bool { fatalError() }
}

@available(iOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

@available(iOS 13.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { fatalError() }
}

/// A modifier that you apply to a view or another view modifier, producing a
/// different version of the original value.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, *)
extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

/// The content passed to a view modifier's `body(content:)`.
@available(iOS 13.0, *)
@frozen @preconcurrency @MainActor
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

/// An empty, or identity, modifier, used during development to switch
/// modifiers at compile time.
@available(iOS 13.0, *)
@frozen
public struct EmptyModifier: ViewModifier {
    public static let identity: EmptyModifier = EmptyModifier()
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError() }
    nonisolated public init() {}
}

/// A view type that compares itself against its previous value and prevents
/// its child updating if its new value is the same as its old value.
@available(iOS 13.0, *)
@frozen
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    nonisolated public init(content: Content) { fatalError() }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }

    /// Binds a view's identity to the given proxy value.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { fatalError() }

    /// Sets the unique tag value of this view.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the
    /// same as its old value.
    nonisolated public func equatable() -> EquatableView<Self> { fatalError() }
}
