// Animation, Transaction, transitions and the animation modifiers.

/// The way a view changes over time to create a smooth visual transition
/// from one state to another.
@available(iOS 13.0, *)
@frozen
public struct Animation: Equatable, Sendable {
    public static let `default`: Animation = { fatalError() }()
    public static var linear: Animation { fatalError() }
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static var easeIn: Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static var easeOut: Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { fatalError() }
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { fatalError() }
    @available(iOS 13.0, *)
    public static var spring: Animation { fatalError() }
    /// (Disfavored so that `.spring()` keeps meaning the response-based spring
    /// and stays unambiguous on iOS 17 and later.)
    @available(iOS 13.0, *)
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
    @available(iOS 13.0, *)
    public static var smooth: Animation { fatalError() }
    @available(iOS 13.0, *)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    @available(iOS 13.0, *)
    public static var snappy: Animation { fatalError() }
    @available(iOS 13.0, *)
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    @available(iOS 13.0, *)
    public static var bouncy: Animation { fatalError() }
    @available(iOS 13.0, *)
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }

    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}

/// The context of the current state-processing update.
@available(iOS 13.0, *)
@frozen
public struct Transaction {
    public init() { fatalError() }
    public init(animation: Animation?) { fatalError() }
    public var animation: Animation?
    public var disablesAnimations: Bool
}

/// Returns the result of recomputing the view's body with the provided animation.
@available(iOS 13.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

/// Returns the result of recomputing the view's body with the provided
/// animation, and runs the completion when all animations are complete.
@available(iOS 17.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result { fatalError() }

/// Executes a closure with the specified transaction and returns the result.
@available(iOS 13.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { fatalError() }

/// The criteria that determines when an animation is considered finished.
@available(iOS 17.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete: AnimationCompletionCriteria = { fatalError() }()
    public static let removed: AnimationCompletionCriteria = { fatalError() }()
}

/// A type-erased transition.
@available(iOS 13.0, *)
@frozen
public struct AnyTransition {
    public static let identity: AnyTransition = { fatalError() }()
    public static let opacity: AnyTransition = { fatalError() }()
    public static var slide: AnyTransition { fatalError() }
    public static var scale: AnyTransition { fatalError() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func offset(_ offset: CGSize) -> AnyTransition { fatalError() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { fatalError() }
    @available(iOS 16.0, *)
    public static func push(from edge: Edge) -> AnyTransition { fatalError() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
    @available(iOS 17.0, *)
    public init<T: Transition>(_ transition: T) { fatalError() }
}

/// A description of view changes to apply when a view is added to and removed
/// from the view hierarchy.
@available(iOS 17.0, *)
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    @ViewBuilder
    func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    typealias Content = PlaceholderContentView<Self>
}

/// An indication of which the current stage of a transition.
@available(iOS 17.0, *)
@frozen
public enum TransitionPhase: Equatable, Sendable {
    case willAppear
    case identity
    case didDisappear
    public var isIdentity: Bool { fatalError() }
}

/// A placeholder used to construct an inline modifier, transition, or other
/// helper type.
@available(iOS 17.0, *)
@MainActor @preconcurrency
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
}

/// A transition that returns the input view, unmodified, as the output view.
@available(iOS 17.0, *)
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: IdentityTransition.Content, phase: TransitionPhase) -> IdentityTransition.Content { content }
}

/// A transition from transparent to opaque on insertion, and from opaque to
/// transparent on removal.
@available(iOS 17.0, *)
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View { fatalError() }
}

@available(iOS 17.0, *)
extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { fatalError() }
}

@available(iOS 17.0, *)
extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Applies the given animation to this view when the specified value changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { fatalError() }

    /// Applies the given animation to all animatable values within this view.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { fatalError() }

    /// Applies the given animation to all animatable values within the `body` closure.
    @available(iOS 17.0, *)
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View { fatalError() }

    /// Associates a transition with the view.
    nonisolated public func transition(_ t: AnyTransition) -> some View { fatalError() }

    /// Associates a transition with the view.
    @available(iOS 17.0, *)
    @_disfavoredOverload
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View { fatalError() }

    /// Applies the given transaction mutation function to all animations used
    /// within the view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { fatalError() }

    /// Defines a group of views with synchronized geometry using an
    /// identifier and namespace that you provide.
    @available(iOS 14.0, *)
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View { fatalError() }
}

/// A set of view properties that may be synchronized between views
/// using the `View.matchedGeometryEffect()` function.
@available(iOS 14.0, *)
@frozen
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position: MatchedGeometryProperties = { fatalError() }()
    public static let size: MatchedGeometryProperties = { fatalError() }()
    public static let frame: MatchedGeometryProperties = { fatalError() }()
    public typealias Element = MatchedGeometryProperties
    public typealias ArrayLiteralElement = MatchedGeometryProperties
    public typealias RawValue = UInt32
}

@available(iOS 17.0, *)
extension View {
    /// Animates effects that you apply to a view over a sequence of phases
    /// that change in response to a trigger.
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View { fatalError() }

    /// Animates effects that you apply to a view over a sequence of phases
    /// that change continuously.
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View { fatalError() }
}

/// A container that animates its content by automatically cycling through
/// a collection of phases that you provide.
@available(iOS 17.0, *)
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    nonisolated public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) { fatalError() }
    nonisolated public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) { fatalError() }
    public var body: some View { fatalError() }
}
