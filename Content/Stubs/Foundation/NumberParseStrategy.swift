/// A parse strategy for creating floating-point values from formatted strings.
@available(iOS 15.0, *)
public struct FloatingPointParseStrategy<Format>: Codable, Hashable where Format: FormatStyle, Format.FormatInput: BinaryFloatingPoint {
    public var formatStyle: Format
    public var lenient: Bool
}

@available(iOS 15.0, *)
extension FloatingPointParseStrategy: ParseStrategy {
    public func parse(_ value: String) throws -> Format.FormatInput { fatalError() }
}

@available(iOS 15.0, *)
extension FloatingPointParseStrategy {
    public init<Value>(format: Format, lenient: Bool = true) where Format == FloatingPointFormatStyle<Value>, Value: BinaryFloatingPoint { fatalError() }
    public init<Value>(format: Format, lenient: Bool = true) where Format == FloatingPointFormatStyle<Value>.Percent, Value: BinaryFloatingPoint { fatalError() }
    public init<Value>(format: Format, lenient: Bool = true) where Format == FloatingPointFormatStyle<Value>.Currency, Value: BinaryFloatingPoint { fatalError() }
}

@available(iOS 15.0, *)
extension FloatingPointFormatStyle: ParseableFormatStyle {
    public var parseStrategy: FloatingPointParseStrategy<FloatingPointFormatStyle<Value>> { fatalError() }
}
@available(iOS 15.0, *)
extension FloatingPointFormatStyle.Percent: ParseableFormatStyle {
    public var parseStrategy: FloatingPointParseStrategy<FloatingPointFormatStyle<Value>.Percent> { fatalError() }
}
@available(iOS 15.0, *)
extension FloatingPointFormatStyle.Currency: ParseableFormatStyle {
    public var parseStrategy: FloatingPointParseStrategy<FloatingPointFormatStyle<Value>.Currency> { fatalError() }
}

/// A parse strategy for creating integer values from formatted strings.
@available(iOS 15.0, *)
public struct IntegerParseStrategy<Format>: Codable, Hashable where Format: FormatStyle, Format.FormatInput: BinaryInteger {
    public var formatStyle: Format
    public var lenient: Bool
}

@available(iOS 15.0, *)
extension IntegerParseStrategy: ParseStrategy {
    public func parse(_ value: String) throws -> Format.FormatInput { fatalError() }
}

@available(iOS 15.0, *)
extension IntegerFormatStyle: ParseableFormatStyle {
    public var parseStrategy: IntegerParseStrategy<IntegerFormatStyle<Value>> { fatalError() }
}
@available(iOS 15.0, *)
extension IntegerFormatStyle.Percent: ParseableFormatStyle {
    public var parseStrategy: IntegerParseStrategy<IntegerFormatStyle<Value>.Percent> { fatalError() }
}
@available(iOS 15.0, *)
extension IntegerFormatStyle.Currency: ParseableFormatStyle {
    public var parseStrategy: IntegerParseStrategy<IntegerFormatStyle<Value>.Currency> { fatalError() }
}
