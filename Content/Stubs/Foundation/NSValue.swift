/// Boxed C or Objective-C value.
open class NSValue: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public convenience init(cgRect rect: CGRect) { fatalError() }
    public convenience init(cgPoint point: CGPoint) { fatalError() }
    public convenience init(cgSize size: CGSize) { fatalError() }
    open var cgRectValue: CGRect { fatalError() }
    open var cgPointValue: CGPoint { fatalError() }
    open var cgSizeValue: CGSize { fatalError() }
}

/// Boxed numeric or Boolean scalar.
///
/// The literal conformances are Apple's (Foundation's overlay declares them in an extension); a stub class written
/// in Swift must declare `required` initializers in its body, so they are here.
open class NSNumber: NSValue, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    @unchecked Sendable {
    public required init?(coder: NSCoder) { fatalError() }
    @nonobjc public required convenience init(integerLiteral value: Int) { fatalError() }
    @nonobjc public required convenience init(floatLiteral value: Double) { fatalError() }
    @nonobjc public required convenience init(booleanLiteral value: Bool) { fatalError() }
    public init(value: Int) { fatalError() }
    public init(value: Double) { fatalError() }
    public init(value: Bool) { fatalError() }
    public init(value: Float) { fatalError() }
    open var intValue: Int32 { fatalError() }
    open var integerValue: Int { fatalError() }
    open var doubleValue: Double { fatalError() }
    open var floatValue: Float { fatalError() }
    open var boolValue: Bool { fatalError() }
    open var stringValue: String { fatalError() }
}



extension Int {
}

extension Double {
}

extension Bool {
}

extension Float {
}

extension CGFloat {
}
