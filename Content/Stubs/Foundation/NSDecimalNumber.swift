import Foundation

/// An object for representing and performing arithmetic on base-10 numbers (NSDecimalNumber.h).
open class NSDecimalNumber: NSNumber, @unchecked Sendable {
    /// `NSRoundingMode` (NSDecimal.h).
    @objc(NSRoundingMode)
    public enum RoundingMode: UInt, @unchecked Sendable {
        case plain = 0
        case down = 1
        case up = 2
        case bankers = 3
    }
    /// `NSCalculationError` (NSDecimal.h).
    @objc(NSCalculationError)
    public enum CalculationError: UInt, @unchecked Sendable {
        case noError = 0
        case lossOfPrecision = 1
        case underflow = 2
        case overflow = 3
        case divideByZero = 4
    }

    public init(decimal dcm: Decimal) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // NSNumber's designated initializers, which Objective-C subclasses inherit (the stub's NSNumber declares these).
    public override init(value: Int) { fatalError() }
    public override init(value: Double) { fatalError() }
    public override init(value: Bool) { fatalError() }
    public override init(value: Float) { fatalError() }
    public convenience init(mantissa: UInt64, exponent: Int16, isNegative flag: Bool) { fatalError() }
    public convenience init(string numberValue: String?) { fatalError() }
    public convenience init(string numberValue: String?, locale: Any?) { fatalError() }

    open func description(withLocale locale: Any?) -> String { fatalError() }

    open class var zero: NSDecimalNumber { fatalError() }
    open class var one: NSDecimalNumber { fatalError() }
    open class var minimum: NSDecimalNumber { fatalError() }
    open class var maximum: NSDecimalNumber { fatalError() }
    open class var notANumber: NSDecimalNumber { fatalError() }

    open func adding(_ decimalNumber: NSDecimalNumber) -> NSDecimalNumber { fatalError() }
    open func adding(_ decimalNumber: NSDecimalNumber, withBehavior behavior: (any NSDecimalNumberBehaviors)?) -> NSDecimalNumber { fatalError() }
    open func subtracting(_ decimalNumber: NSDecimalNumber) -> NSDecimalNumber { fatalError() }
    open func subtracting(_ decimalNumber: NSDecimalNumber, withBehavior behavior: (any NSDecimalNumberBehaviors)?) -> NSDecimalNumber { fatalError() }
    open func multiplying(by decimalNumber: NSDecimalNumber) -> NSDecimalNumber { fatalError() }
    open func multiplying(by decimalNumber: NSDecimalNumber, withBehavior behavior: (any NSDecimalNumberBehaviors)?) -> NSDecimalNumber { fatalError() }
    open func dividing(by decimalNumber: NSDecimalNumber) -> NSDecimalNumber { fatalError() }
    open func dividing(by decimalNumber: NSDecimalNumber, withBehavior behavior: (any NSDecimalNumberBehaviors)?) -> NSDecimalNumber { fatalError() }
    open func raising(toPower power: Int) -> NSDecimalNumber { fatalError() }
    open func raising(toPower power: Int, withBehavior behavior: (any NSDecimalNumberBehaviors)?) -> NSDecimalNumber { fatalError() }
    open func multiplying(byPowerOf10 power: Int16) -> NSDecimalNumber { fatalError() }
    open func multiplying(byPowerOf10 power: Int16, withBehavior behavior: (any NSDecimalNumberBehaviors)?) -> NSDecimalNumber { fatalError() }
    open func rounding(accordingToBehavior behavior: (any NSDecimalNumberBehaviors)?) -> NSDecimalNumber { fatalError() }

    open class var defaultBehavior: any NSDecimalNumberBehaviors { get { fatalError() } set { } }
}

/// The interface that decimal-number rounding and error behaviours adopt (NSDecimalNumber.h).
@objc public protocol NSDecimalNumberBehaviors {
    func roundingMode() -> NSDecimalNumber.RoundingMode
    func scale() -> Int16
    func exceptionDuringOperation(_ operation: Selector, error: NSDecimalNumber.CalculationError, leftOperand: NSDecimalNumber, rightOperand: NSDecimalNumber?) -> NSDecimalNumber?
}

/// A class that adopts the decimal number behaviors protocol (NSDecimalNumber.h).
open class NSDecimalNumberHandler: NSObject, NSDecimalNumberBehaviors, NSCoding, @unchecked Sendable {
    open class var `default`: NSDecimalNumberHandler { fatalError() }
    public init(roundingMode: NSDecimalNumber.RoundingMode, scale: Int16, raiseOnExactness exact: Bool, raiseOnOverflow overflow: Bool, raiseOnUnderflow underflow: Bool, raiseOnDivideByZero divideByZero: Bool) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open func roundingMode() -> NSDecimalNumber.RoundingMode { fatalError() }
    open func scale() -> Int16 { fatalError() }
    open func exceptionDuringOperation(_ operation: Selector, error: NSDecimalNumber.CalculationError, leftOperand: NSDecimalNumber, rightOperand: NSDecimalNumber?) -> NSDecimalNumber? { fatalError() }
}

extension NSNumber {
    /// `NSNumber (NSDecimalNumberExtensions)`.
    public var decimalValue: Decimal { fatalError() }
    /// NSValue.h.
    public func compare(_ otherNumber: NSNumber) -> ComparisonResult { fatalError() }
}
