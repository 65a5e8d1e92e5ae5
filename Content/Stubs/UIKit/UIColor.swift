/// Colour value with optional alpha; UIKit's colour class.
@objcMembers
open class UIColor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    @nonobjc public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(cgColor: CGColor) { fatalError() }
    public init(patternImage image: UIImage) { fatalError() }
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError() }
    public convenience init?(named name: String) { fatalError() }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    @available(iOS 13.0, *)
    @discardableResult
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    @discardableResult
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open var cgColor: CGColor { fatalError() }
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    open func setFill() { fatalError() }
    open func setStroke() { fatalError() }
    open func set() { fatalError() }

    // Fixed colors
    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }

    // Adaptable system colors
    @available(iOS 7.0, *) open class var systemRed: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemGreen: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemBlue: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemOrange: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemYellow: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemPink: UIColor { fatalError() }
    @available(iOS 9.0, *) open class var systemPurple: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemTeal: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemIndigo: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var systemMint: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var systemCyan: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemBrown: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemGray: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray2: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray3: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray4: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray5: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray6: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var tintColor: UIColor { fatalError() }

    // UI element colors
    @available(iOS 13.0, *) open class var label: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var quaternaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var link: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var placeholderText: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var separator: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var opaqueSeparator: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiarySystemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var quaternarySystemFill: UIColor { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use systemGroupedBackgroundColor instead")
    open class var groupTableViewBackground: UIColor { fatalError() }
}
