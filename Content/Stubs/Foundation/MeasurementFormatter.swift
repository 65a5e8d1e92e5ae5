import Foundation

extension Formatter {
    /// `NSFormattingUnitStyle`.
    @objc(NSFormattingUnitStyle)
    public enum UnitStyle: Int, @unchecked Sendable {
        case short = 1
        case medium = 2
        case long = 3
    }
}

/// A formatter for units and measurements (`NSMeasurementFormatter`).
@objc(NSMeasurementFormatter)
open class MeasurementFormatter: Formatter, NSSecureCoding, @unchecked Sendable {
    /// `NSMeasurementFormatterUnitOptions`.
    public struct UnitOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var providedUnit: MeasurementFormatter.UnitOptions { fatalError() }
        public static var naturalScale: MeasurementFormatter.UnitOptions { fatalError() }
        public static var temperatureWithoutUnit: MeasurementFormatter.UnitOptions { fatalError() }
    }
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    open var unitOptions: MeasurementFormatter.UnitOptions { get { fatalError() } set { } }
    open var unitStyle: Formatter.UnitStyle { get { fatalError() } set { } }
    open var locale: Locale! { get { fatalError() } set { } }
    open var numberFormatter: NumberFormatter! { get { fatalError() } set { } }
    open func string(from measurement: Measurement<Unit>) -> String { fatalError() }
    open func string(from unit: Unit) -> String { fatalError() }
}
