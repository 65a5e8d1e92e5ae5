// scrollTransition (iOS 17) and the visual effects it applies.

/// Visual Effects change the visual appearance of a view without changing its
/// ancestors or descendents.
@available(iOS 17.0, *)
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to.
@available(iOS 17.0, *)
public struct EmptyVisualEffect: VisualEffect {
    /// Creates a new empty visual effect.
    public init() {}
    public typealias AnimatableData = EmptyAnimatableData
}

@available(iOS 17.0, *)
extension VisualEffect {
    /// Sets the transparency of the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { EmptyVisualEffect() }
    /// Scales the view's rendered output by the given amount in both the
    /// horizontal and vertical directions, relative to an anchor point.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    /// Scales the view's rendered output by the given horizontal and vertical
    /// amounts, relative to an anchor point.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
}

/// The phases that a view transitions between when it scrolls among other views.
@available(iOS 17.0, *)
@frozen
public enum ScrollTransitionPhase: Equatable, Sendable {
    /// The scroll transition is being applied to a view that is about to move
    /// into the visible area at the top edge of a vertical scroll view, or the
    /// leading edge of a horizontal scroll view.
    case topLeading
    /// The scroll transition is being applied to a view that is in the visible
    /// area.
    case identity
    /// The scroll transition is being applied to a view that is about to move
    /// into the visible area at the bottom edge of a vertical scroll view, or
    /// the trailing edge of a horizontal scroll view.
    case bottomTrailing
    public var isIdentity: Bool { fatalError() }
    /// A phase-derived value that can be used to scale or otherwise modify
    /// effects.
    public var value: Double { fatalError() }
}

/// The configuration of a scroll transition that controls how a transition is
/// applied as a view is scrolled through the visible region of a containing
/// scroll view or other container.
@available(iOS 17.0, *)
public struct ScrollTransitionConfiguration {
    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity: ScrollTransitionConfiguration = { fatalError() }()
    /// Creates a new configuration that discretely animates the transition
    /// when the view becomes visible.
    public static let animated: ScrollTransitionConfiguration = { fatalError() }()
    /// Creates a new configuration that discretely animates the transition
    /// when the view becomes visible.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { fatalError() }
    /// Creates a new configuration that interactively interpolates the
    /// transition's effect as the view is scrolled into the visible region
    /// of the container.
    public static let interactive: ScrollTransitionConfiguration = { fatalError() }()
    /// Sets the animation with which the transition will be applied.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { fatalError() }
}

@available(iOS 17.0, *)
extension View {
    /// Applies the given transition, animating between the phases of the
    /// transition as this view appears and disappears within the visible
    /// region of the containing scroll view.
    nonisolated public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { fatalError() }

    /// Applies the given transition, animating between the phases of the
    /// transition as this view appears and disappears within the visible
    /// region of the containing scroll view.
    nonisolated public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { fatalError() }

    /// Applies effects to this view, while providing access to layout
    /// information through a geometry proxy.
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { fatalError() }
}
