// Gesture, the built-in gestures, gesture composition and the gesture modifiers.

/// An instance that matches a sequence of events to a gesture, and returns a
/// stream of values for each of its states.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: Gesture {
    public typealias Value = Never
}

@available(iOS 13.0, *)
extension Gesture where Self.Body == Never {
    public var body: Never { fatalError() }
}

/// Options that control how adding a gesture to a view affects other gestures
/// recognized by the view and its subviews.
@available(iOS 13.0, *)
@frozen
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none: GestureMask = { fatalError() }()
    public static let gesture: GestureMask = { fatalError() }()
    public static let subviews: GestureMask = { fatalError() }()
    public static let all: GestureMask = { fatalError() }()
    public typealias Element = GestureMask
    public typealias ArrayLiteralElement = GestureMask
    public typealias RawValue = UInt32
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
@available(iOS 13.0, *)
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag gesture to the
        /// current event of the drag gesture.
        public var translation: CGSize { fatalError() }
        /// The current drag velocity.
        @available(iOS 13.0, *)
        public var velocity: CGSize { fatalError() }
        /// A prediction, based on the current drag velocity, of where the final
        /// location will be if dragging stopped now.
        public var predictedEndLocation: CGPoint { fatalError() }
        /// A prediction, based on the current drag velocity, of what the final
        /// translation will be if dragging stopped now.
        public var predictedEndTranslation: CGSize { fatalError() }
        public static func == (a: DragGesture.Value, b: DragGesture.Value) -> Bool { fatalError() }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the
    /// gesture succeeds and the coordinate space of the gesture's location.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }

    /// Creates a dragging gesture with the minimum dragging distance before the
    /// gesture succeeds and the coordinate space of the gesture's location.
    @available(iOS 17.0, *)
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }

    public typealias Body = Never
}

/// A gesture that recognizes one or more taps.
@available(iOS 13.0, *)
@frozen
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int
    /// Creates a tap gesture with the number of required taps.
    nonisolated public init(count: Int = 1) { fatalError() }
    public typealias Value = ()
    public typealias Body = Never
}

/// A gesture that succeeds when the user performs a long press.
@available(iOS 13.0, *)
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the
    /// gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat
    /// Creates a long-press gesture with a minimum duration and a maximum
    /// distance that the interaction can move before the gesture fails.
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { fatalError() }
    public typealias Value = Bool
    public typealias Body = Never
}

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    public var minimumScaleDelta: CGFloat
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { fatalError() }
    public typealias Value = CGFloat
    public typealias Body = Never
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
    public var minimumAngleDelta: Angle
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) { fatalError() }
    public typealias Value = Angle
    public typealias Body = Never
}

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification.
@available(iOS 17.0, *)
public struct MagnifyGesture: Gesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
        public static func == (a: MagnifyGesture.Value, b: MagnifyGesture.Value) -> Bool { fatalError() }
    }
    public var minimumScaleDelta: CGFloat
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { fatalError() }
    public typealias Body = Never
}

/// A gesture that recognizes one or more taps and reports their location.
@available(iOS 16.0, *)
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        public var location: CGPoint
        public static func == (a: SpatialTapGesture.Value, b: SpatialTapGesture.Value) -> Bool { fatalError() }
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    @available(iOS, introduced: 16.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload
    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { fatalError() }
    @available(iOS 17.0, *)
    nonisolated public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }
    public typealias Body = Never
}

/// A gesture that updates the state provided by a gesture's updating callback.
@available(iOS 13.0, *)
@frozen
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
}

/// A gesture that calls an action when the gesture's value changes.
@available(iOS 13.0, *)
@frozen
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture that calls an action when the gesture ends.
@available(iOS 13.0, *)
@frozen
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture that maps its value.
@available(iOS 13.0, *)
@frozen
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
}

/// A gesture that's a sequence of two gestures.
@available(iOS 13.0, *)
@frozen
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first
    /// gesture succeeded, so the second gesture can start.
    @frozen
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    nonisolated public init(_ first: First, _ second: Second) { fatalError() }
    public typealias Body = Never
}

/// A gesture containing two gestures that can happen at the same time with
/// neither of them preceding the other.
@available(iOS 13.0, *)
@frozen
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two
    /// gestures receives events.
    @frozen
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    nonisolated public init(_ first: First, _ second: Second) { fatalError() }
    public typealias Body = Never
}

/// A gesture that consists of two gestures where only one of them can succeed.
@available(iOS 13.0, *)
@frozen
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures
    /// succeeded.
    @frozen
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    nonisolated public init(_ first: First, _ second: Second) { fatalError() }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
@available(iOS 13.0, *)
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
@available(iOS 13.0, *)
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
@available(iOS 13.0, *)
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

@available(iOS 13.0, *)
extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    nonisolated public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { fatalError() }

    /// Adds an action to perform when the gesture ends.
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }

    /// Returns a gesture that's the result of mapping the given closure over
    /// the gesture.
    nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> { fatalError() }

    /// Sequences a gesture with another one to create a new gesture, which
    /// results in the second gesture only receiving events after the first
    /// gesture succeeds.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { fatalError() }

    /// Combines a gesture with another gesture to create a new gesture that
    /// recognizes both gestures at the same time.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { fatalError() }

    /// Combines two gestures exclusively to create a new gesture where only one
    /// gesture succeeds, giving precedence to the first gesture.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { fatalError() }
}

@available(iOS 13.0, *)
extension Gesture where Self.Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures
    /// defined by the view.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { fatalError() }

    /// Attaches a gesture to the view with a higher precedence than gestures
    /// defined by the view.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { fatalError() }

    /// Attaches a gesture to the view to process simultaneously with gestures
    /// defined by the view.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { fatalError() }

    /// Adds an action to perform when this view recognizes a tap gesture.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { fatalError() }

    /// Adds an action to perform when this view recognizes a tap gesture,
    /// and provides the action with the location of the interaction.
    @available(iOS 17.0, *)
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View { fatalError() }

    /// Adds an action to perform when this view recognizes a long press gesture.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { fatalError() }
}
