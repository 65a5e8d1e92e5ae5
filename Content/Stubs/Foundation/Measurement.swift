/// An abstract class representing a unit of measure.
@available(iOS 10.0, *)
@objc(NSUnit)
open class Unit: NSObject, NSCopying, NSSecureCoding {
    public init(symbol: String) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var symbol: String { fatalError() }
}

/// An abstract class representing a dimensional unit of measure.
@available(iOS 10.0, *)
@objc(NSDimension)
open class Dimension: Unit {
    public init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var converter: UnitConverter { fatalError() }
    open class func baseUnit() -> Self { fatalError() }
}

/// An abstract class that provides a description of how to convert a unit to and from the base unit of its dimension.
@available(iOS 10.0, *)
@objc(NSUnitConverter)
open class UnitConverter: NSObject {
    public override init() { fatalError() }
    open func baseUnitValue(fromValue value: Double) -> Double { fatalError() }
    open func value(fromBaseUnitValue baseUnitValue: Double) -> Double { fatalError() }
}

/// A description of how to convert between units using a linear equation.
@available(iOS 10.0, *)
@objc(NSUnitConverterLinear)
open class UnitConverterLinear: UnitConverter, NSSecureCoding {
    public convenience init(coefficient: Double) { fatalError() }
    public init(coefficient: Double, constant: Double) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    open var coefficient: Double { fatalError() }
    open var constant: Double { fatalError() }
}

/// A unit of measure for length.
@available(iOS 10.0, *)
@objc(NSUnitLength)
open class UnitLength: Dimension {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var megameters: UnitLength { fatalError() }
    open class var kilometers: UnitLength { fatalError() }
    open class var hectometers: UnitLength { fatalError() }
    open class var decameters: UnitLength { fatalError() }
    open class var meters: UnitLength { fatalError() }
    open class var decimeters: UnitLength { fatalError() }
    open class var centimeters: UnitLength { fatalError() }
    open class var millimeters: UnitLength { fatalError() }
    open class var micrometers: UnitLength { fatalError() }
    open class var nanometers: UnitLength { fatalError() }
    open class var picometers: UnitLength { fatalError() }
    open class var inches: UnitLength { fatalError() }
    open class var feet: UnitLength { fatalError() }
    open class var yards: UnitLength { fatalError() }
    open class var miles: UnitLength { fatalError() }
    open class var scandinavianMiles: UnitLength { fatalError() }
    open class var lightyears: UnitLength { fatalError() }
    open class var nauticalMiles: UnitLength { fatalError() }
    open class var fathoms: UnitLength { fatalError() }
    open class var furlongs: UnitLength { fatalError() }
    open class var astronomicalUnits: UnitLength { fatalError() }
    open class var parsecs: UnitLength { fatalError() }
}

/// A numeric quantity labeled with a unit of measure, with support for unit conversion and unit-aware calculations.
@available(iOS 10.0, *)
public struct Measurement<UnitType: Unit>: Comparable, Equatable {
    /// The unit component of the measurement.
    public let unit: UnitType
    /// The value component of the measurement.
    public var value: Double
    /// Creates a measurement with a value and a unit.
    public init(value: Double, unit: UnitType) { fatalError() }

    public static func == <LeftHandSideType, RightHandSideType>(lhs: Measurement<LeftHandSideType>, rhs: Measurement<RightHandSideType>) -> Bool where LeftHandSideType: Unit, RightHandSideType: Unit { fatalError() }
    public static func < <LeftHandSideType, RightHandSideType>(lhs: Measurement<LeftHandSideType>, rhs: Measurement<RightHandSideType>) -> Bool where LeftHandSideType: Unit, RightHandSideType: Unit { fatalError() }

    public static func * (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> { fatalError() }
    public static func * (lhs: Double, rhs: Measurement<UnitType>) -> Measurement<UnitType> { fatalError() }
    public static func / (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> { fatalError() }
    public static func / (lhs: Double, rhs: Measurement<UnitType>) -> Measurement<UnitType> { fatalError() }
}

@available(iOS 10.0, *)
extension Measurement where UnitType: Dimension {
    /// Returns a new measurement by converting to the specified unit.
    public func converted(to otherUnit: UnitType) -> Measurement<UnitType> { fatalError() }
    /// Converts the measurement to the specified unit.
    public mutating func convert(to otherUnit: UnitType) { fatalError() }
    public static func + (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> { fatalError() }
    public static func - (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> { fatalError() }
}

@available(iOS 10.0, *)
extension Measurement: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}

@available(iOS 10.0, *)
extension Measurement: Hashable {
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 10.0, *)
extension Measurement: Codable {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

// MARK: - Format style (iOS 15)

@available(iOS 15.0, *)
extension Measurement where UnitType: Dimension {
    /// A type that provides localized representations of measurements.
    public struct FormatStyle: Codable, Hashable {
        /// The width with which to present units.
        public struct UnitWidth: Codable, Hashable {
            public static var wide: Measurement<UnitType>.FormatStyle.UnitWidth { fatalError() }
            public static var abbreviated: Measurement<UnitType>.FormatStyle.UnitWidth { fatalError() }
            public static var narrow: Measurement<UnitType>.FormatStyle.UnitWidth { fatalError() }
        }
        public var width: Measurement<UnitType>.FormatStyle.UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        public init(width: Measurement<UnitType>.FormatStyle.UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) { fatalError() }
        public func format(_ measurement: Measurement<UnitType>) -> String { fatalError() }
        public func locale(_ locale: Locale) -> Measurement<UnitType>.FormatStyle { fatalError() }
    }

    /// Generates a locale-aware string representation of a measurement using the default style.
    public func formatted() -> String { fatalError() }
    /// Generates a locale-aware string representation of a measurement using the provided style.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> { fatalError() }
}

@available(iOS 15.0, *)
extension Measurement.FormatStyle: FormatStyle {}

/// The contextual usage of a measurement unit, such as a road distance or a person's height.
@available(iOS 15.0, *)
public struct MeasurementFormatUnitUsage<UnitType>: Codable, Hashable where UnitType: Dimension {
    public static var general: MeasurementFormatUnitUsage<UnitType> { fatalError() }
    public static var asProvided: MeasurementFormatUnitUsage<UnitType> { fatalError() }
}

@available(iOS 15.0, *)
extension FormatStyle {
    /// Returns a format style to format measurement units.
    public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitType>.FormatStyle, UnitType: Dimension { fatalError() }
}
