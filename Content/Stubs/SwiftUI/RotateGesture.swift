// RotateGesture (iOS 17), the successor of RotationGesture.

/// A gesture that recognizes a rotation motion and tracks the angle of the
/// rotation.
@available(iOS 17.0, *)
public struct RotateGesture: Gesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's
        /// coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's
        /// coordinate space.
        public var startLocation: CGPoint
        public static func == (a: RotateGesture.Value, b: RotateGesture.Value) -> Bool { fatalError() }
    }
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) { fatalError() }
    public typealias Body = Never
}
