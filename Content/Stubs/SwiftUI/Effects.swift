// iOS 16/17 effects: content transitions, SF Symbol effects and sensory feedback.
//
// The symbol-effect value types (`SymbolEffect`, `.bounce`, `.pulse`, …) belong to the
// Symbols framework in the SDK; there is no Symbols stub module, so they are declared
// here, where `import SwiftUI` clients see them.

/// A kind of transition that applies to the content within a single view,
/// rather than to the insertion or removal of a view.
@available(iOS 16.0, *)
public struct ContentTransition: Equatable, Sendable {
    /// The identity content transition.
    public static let identity: ContentTransition = { fatalError() }()
    /// A content transition that indicates content fades from transparent
    /// to opaque on insertion, and from opaque to transparent on removal.
    public static let opacity: ContentTransition = { fatalError() }()
    /// A content transition that indicates the views attempt to interpolate
    /// their contents during transitions, where appropriate.
    public static let interpolate: ContentTransition = { fatalError() }()
    /// Creates a content transition intended to be used with `Text`
    /// views displaying numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
    /// Creates a content transition intended to be used with `Text`
    /// views displaying numbers.
    @available(iOS 17.0, *)
    public static func numericText(value: Double) -> ContentTransition { fatalError() }
    /// A content transition that applies the default symbol effect
    /// transition to symbol images within the inserted or removed view hierarchy.
    @available(iOS 17.0, *)
    public static var symbolEffect: ContentTransition { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// Modifies the view to use a given transition as its method of animating
    /// changes to the contents of its views.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { fatalError() }
}

/// An effect applied to a symbol image.
@available(iOS 17.0, *)
public protocol SymbolEffect: Hashable, Sendable {}

/// A type of symbol effect that can be applied indefinitely.
@available(iOS 17.0, *)
public protocol IndefiniteSymbolEffect {}

/// A type of symbol effect that performs a single, discrete animation.
@available(iOS 17.0, *)
public protocol DiscreteSymbolEffect {}

/// A type of symbol effect that animates the insertion or removal of a symbol.
@available(iOS 17.0, *)
public protocol TransitionSymbolEffect {}

/// A type of symbol effect that replaces one symbol with another.
@available(iOS 17.0, *)
public protocol ContentTransitionSymbolEffect {}

/// A symbol effect that applies the Bounce animation to symbol images.
@available(iOS 17.0, *)
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    public var up: BounceSymbolEffect { fatalError() }
    public var down: BounceSymbolEffect { fatalError() }
    public var byLayer: BounceSymbolEffect { fatalError() }
    public var wholeSymbol: BounceSymbolEffect { fatalError() }
}

@available(iOS 18.0, *)
extension BounceSymbolEffect: IndefiniteSymbolEffect {}

/// A symbol effect that applies the Pulse animation to symbol images.
@available(iOS 17.0, *)
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    public var byLayer: PulseSymbolEffect { fatalError() }
    public var wholeSymbol: PulseSymbolEffect { fatalError() }
}

/// A symbol effect that applies the Variable Color animation to symbol images.
@available(iOS 17.0, *)
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { fatalError() }
    public var cumulative: VariableColorSymbolEffect { fatalError() }
    public var reversing: VariableColorSymbolEffect { fatalError() }
    public var nonReversing: VariableColorSymbolEffect { fatalError() }
    public var hideInactiveLayers: VariableColorSymbolEffect { fatalError() }
    public var dimInactiveLayers: VariableColorSymbolEffect { fatalError() }
}

/// A symbol effect that scales symbol images.
@available(iOS 17.0, *)
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    public var up: ScaleSymbolEffect { fatalError() }
    public var down: ScaleSymbolEffect { fatalError() }
    public var byLayer: ScaleSymbolEffect { fatalError() }
    public var wholeSymbol: ScaleSymbolEffect { fatalError() }
}

/// A symbol effect that applies the Appear animation to symbol images.
@available(iOS 17.0, *)
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    public var up: AppearSymbolEffect { fatalError() }
    public var down: AppearSymbolEffect { fatalError() }
    public var byLayer: AppearSymbolEffect { fatalError() }
    public var wholeSymbol: AppearSymbolEffect { fatalError() }
}

/// A symbol effect that applies the Disappear animation to symbol images.
@available(iOS 17.0, *)
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    public var up: DisappearSymbolEffect { fatalError() }
    public var down: DisappearSymbolEffect { fatalError() }
    public var byLayer: DisappearSymbolEffect { fatalError() }
    public var wholeSymbol: DisappearSymbolEffect { fatalError() }
}

/// A symbol effect that animates the replacement of one symbol image with another.
@available(iOS 17.0, *)
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { fatalError() }
    public var upUp: ReplaceSymbolEffect { fatalError() }
    public var offUp: ReplaceSymbolEffect { fatalError() }
    public var byLayer: ReplaceSymbolEffect { fatalError() }
    public var wholeSymbol: ReplaceSymbolEffect { fatalError() }
}

@available(iOS 17.0, *)
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { fatalError() } }
@available(iOS 17.0, *)
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { fatalError() } }
@available(iOS 17.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { fatalError() } }
@available(iOS 17.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { fatalError() } }
@available(iOS 17.0, *)
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { fatalError() } }
@available(iOS 17.0, *)
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { fatalError() } }
@available(iOS 17.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { fatalError() } }

/// Options for configuring a symbol effect.
@available(iOS 17.0, *)
public struct SymbolEffectOptions: Equatable, Hashable, Sendable {
    public static var `default`: SymbolEffectOptions { fatalError() }
    @available(iOS, introduced: 17.0, deprecated: 100000.0, renamed: "SymbolEffectOptions.RepeatBehavior.periodic")
    public static var repeating: SymbolEffectOptions { fatalError() }
    public static var nonRepeating: SymbolEffectOptions { fatalError() }
    @available(iOS, introduced: 17.0, deprecated: 100000.0, renamed: "SymbolEffectOptions.RepeatBehavior.periodic(_:delay:)")
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { fatalError() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { fatalError() }
    @available(iOS, introduced: 17.0, deprecated: 100000.0, renamed: "SymbolEffectOptions.RepeatBehavior.periodic(_:delay:)")
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { fatalError() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { fatalError() }
}

@available(iOS 17.0, *)
extension View {
    /// Returns a new view with a symbol effect added to it.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { fatalError() }

    /// Returns a new view with a symbol effect added to it.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { fatalError() }

    /// Returns a new view with its inherited symbol image effects either
    /// removed or left unchanged.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { fatalError() }
}

/// Represents a type of haptic and/or audio feedback that can be played.
@available(iOS 17.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    public static let success: SensoryFeedback = { fatalError() }()
    public static let warning: SensoryFeedback = { fatalError() }()
    public static let error: SensoryFeedback = { fatalError() }()
    public static let selection: SensoryFeedback = { fatalError() }()
    public static let increase: SensoryFeedback = { fatalError() }()
    public static let decrease: SensoryFeedback = { fatalError() }()
    public static let start: SensoryFeedback = { fatalError() }()
    public static let stop: SensoryFeedback = { fatalError() }()
    public static let alignment: SensoryFeedback = { fatalError() }()
    public static let levelChange: SensoryFeedback = { fatalError() }()
    public static let impact: SensoryFeedback = { fatalError() }()
    /// Returns a feedback that indicates an impact occurred between two
    /// collisions with a given weight.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { fatalError() }
    /// Returns a feedback that indicates an impact occurred between two objects
    /// of a given flexibility.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback { fatalError() }

    /// The weight to be represented by a type of feedback.
    public struct Weight: Equatable, Sendable {
        public static let light: SensoryFeedback.Weight = { fatalError() }()
        public static let medium: SensoryFeedback.Weight = { fatalError() }()
        public static let heavy: SensoryFeedback.Weight = { fatalError() }()
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Equatable, Sendable {
        public static let rigid: SensoryFeedback.Flexibility = { fatalError() }()
        public static let solid: SensoryFeedback.Flexibility = { fatalError() }()
        public static let soft: SensoryFeedback.Flexibility = { fatalError() }()
    }
}

@available(iOS 17.0, *)
extension View {
    /// Plays the specified `feedback` when the provided `trigger` value changes.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { fatalError() }

    /// Plays the specified `feedback` when the provided `trigger` value changes
    /// and the `condition` closure returns `true`.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { fatalError() }

    /// Plays feedback when returned from the `feedback` closure after the
    /// provided `trigger` value changes.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { fatalError() }
}
