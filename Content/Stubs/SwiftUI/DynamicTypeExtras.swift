// ScaledMetric (iOS 14) and privacySensitive(_:) (iOS 15).

/// A dynamic property that scales a numeric value.
@available(iOS 14.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// Creates the scaled metric with an unscaled value and a text style to
    /// scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
    /// Creates the scaled metric with an unscaled value using the default
    /// scaling.
    public init(wrappedValue: Value) { fatalError() }
    /// The value scaled based on the current environment.
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 15.0, *)
extension View {
    /// Marks the view as containing sensitive, private user data.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { fatalError() }
}
