// Keyframe animation (iOS 17): keyframeAnimator, KeyframeAnimator, KeyframeTrack,
// the keyframe types and their result builders, plus Spring and UnitCurve.

/// A type that defines changes to a value over time.
@available(iOS 17.0, *)
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

/// A group of keyframes that define an interpolation curve of an animatable
/// value.
@available(iOS 17.0, *)
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// A representation of a spring's motion.
@available(iOS 17.0, *)
public struct Spring: Hashable, Sendable {
    /// Creates a spring with the specified duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { fatalError() }
    /// The perceptual duration, which defines the pace of the spring.
    public var duration: TimeInterval { fatalError() }
    /// How bouncy the spring is.
    public var bounce: Double { fatalError() }
}

/// A function defined by a two-dimensional curve that maps an input progress
/// in the range [0,1] to an output progress that is also in the range [0,1].
@available(iOS 17.0, *)
public struct UnitCurve: Hashable, Sendable {
    /// A bezier curve that starts out slowly, then speeds up as it finishes.
    public static let easeInOut: UnitCurve = { fatalError() }()
    /// A linear curve.
    public static let linear: UnitCurve = { fatalError() }()
}

/// A keyframe that uses simple linear interpolation.
@available(iOS 17.0, *)
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { fatalError() }
    public var body: LinearKeyframe<Value> { self }
}

/// A keyframe that uses a spring function to interpolate to the given value.
@available(iOS 17.0, *)
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) { fatalError() }
    public var body: SpringKeyframe<Value> { self }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
@available(iOS 17.0, *)
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) { fatalError() }
    public var body: CubicKeyframe<Value> { self }
}

/// A sequence of keyframes animating a single property of a root type.
@available(iOS 17.0, *)
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    /// Creates an instance that animates the entire value from the root of
    /// the key path.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value { fatalError() }
    /// Creates an instance that animates the property of the root value at
    /// the given key path.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) { fatalError() }
    public var body: KeyframeTrack<Root, Value, Content> { self }
}

/// Keyframe track content that the result builders produce from several pieces
/// of content (a stand-in for the builders' opaque results).
@available(iOS 17.0, *)
public struct _KeyframeTrackContentSequence<Value: Animatable>: KeyframeTrackContent {
    public var body: _KeyframeTrackContentSequence<Value> { self }
}

/// Keyframes that the keyframes builder produces from several tracks (a
/// stand-in for the builder's opaque results).
@available(iOS 17.0, *)
public struct _KeyframesSequence<Value>: Keyframes {
    public var body: _KeyframesSequence<Value> { self }
}

/// The builder that creates keyframe track content from the keyframes that you
/// define within a closure.
@available(iOS 17.0, *)
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> { _KeyframeTrackContentSequence<Value>() }
    public static func buildBlock() -> some KeyframeTrackContent<Value> { _KeyframeTrackContentSequence<Value>() }
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> { _KeyframeTrackContentSequence<Value>() }
}

/// A builder that combines keyframe content values into a single value.
@available(iOS 17.0, *)
@resultBuilder
public struct KeyframesBuilder<Value> {
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where Value == K.Value { expression }
    /// A track that animates a property of the builder's value (a track's own
    /// `Value` is the property's type).
    public static func buildExpression<V, C>(_ expression: KeyframeTrack<Value, V, C>) -> some Keyframes<Value> { _KeyframesSequence<Value>() }
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where Value == K.Value { first }
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> { _KeyframesSequence<Value>() }
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Value == Content.Value { component }
}

@available(iOS 17.0, *)
extension KeyframesBuilder where Value: Animatable {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }
    public static func buildBlock() -> some KeyframeTrackContent<Value> { _KeyframeTrackContentSequence<Value>() }
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> { _KeyframeTrackContentSequence<Value>() }
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content> where Value == Content.Value { fatalError() }
}

/// A container that animates its content with keyframes.
@available(iOS 17.0, *)
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    /// Plays the given keyframes when the given trigger value changes,
    /// updating the view using the modifiers you apply in `body`.
    nonisolated public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) { fatalError() }
    /// Loops the given keyframes continuously, updating the view using the
    /// modifiers you apply in `body`.
    nonisolated public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) { fatalError() }
    public typealias Body = Never
}

@available(iOS 17.0, *)
extension View {
    /// Plays the given keyframes when the given trigger value changes,
    /// updating the view using the modifiers you apply in `body`.
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View { fatalError() }

    /// Loops the given keyframes continuously, updating the view using the
    /// modifiers you apply in `body`.
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View { fatalError() }
}

// Keyframe tracks need their values to be Animatable. SwiftUI declares the
// conformances of its scalar VectorArithmetic types alongside the keyframe API.
@available(iOS 17.0, *)
extension Double: Animatable {}

@available(iOS 17.0, *)
extension CGFloat: Animatable {}
