// Gauge and gauge styles (iOS 16).

/// A view that shows a value within a range.
@available(iOS 16.0, *)
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never
}

@available(iOS 16.0, *)
extension Gauge {
    /// Creates a gauge showing a value within a range and describes the
    /// gauge's purpose and current value.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView { fatalError() }

    /// Creates a gauge showing a value within a range and that describes the
    /// gauge's purpose and current value.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView { fatalError() }

    /// Creates a gauge representing a value within a range.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView { fatalError() }
}

/// Defines the implementation of all gauge instances within a view hierarchy.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
@available(iOS 16.0, *)
public struct GaugeStyleConfiguration {}

/// A gauge style that displays a closed ring that's partially filled in to
/// indicate the gauge's current value.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    @MainActor @preconcurrency public init() {}
    public func makeBody(configuration: AccessoryCircularCapacityGaugeStyle.Configuration) -> some View { fatalError() }
}

/// A gauge style that displays an open ring with a marker that appears at a
/// point along the ring to indicate the gauge's current value.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    @MainActor @preconcurrency public init() {}
    public func makeBody(configuration: AccessoryCircularGaugeStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 16.0, *)
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in
    /// to indicate the gauge's current value.
    @MainActor @preconcurrency public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { fatalError() }
}

@available(iOS 16.0, *)
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at
    /// a point along the ring to indicate the gauge's current value.
    @MainActor @preconcurrency public static var accessoryCircular: AccessoryCircularGaugeStyle { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// Sets the style for gauges within this view.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { fatalError() }
}
