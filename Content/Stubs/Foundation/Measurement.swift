/// Base class for units of measure.
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

/// Unit class with a dimension and base unit.
@available(iOS 10.0, *)
@objc(NSDimension)
open class Dimension: Unit {
    public init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var converter: UnitConverter { fatalError() }
    open class func baseUnit() -> Self { fatalError() }
}

/// Base class for unit-to-base-unit conversion.
@available(iOS 10.0, *)
@objc(NSUnitConverter)
open class UnitConverter: NSObject {
    public override init() { fatalError() }
    open func baseUnitValue(fromValue value: Double) -> Double { fatalError() }
    open func value(fromBaseUnitValue baseUnitValue: Double) -> Double { fatalError() }
}

/// Converter using a coefficient and a constant.
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

/// Length units.
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
