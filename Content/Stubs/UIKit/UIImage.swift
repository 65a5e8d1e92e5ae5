/// Image data; UIKit's image class. The table declares its `_ExpressibleByImageLiteral` conformance, as Apple's
/// overlay does; a class written in Swift must declare the `required` initializer in its body, so it is here.
@objcMembers
open class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {
    public required convenience init(imageLiteralResourceName name: String) { fatalError() }
    /// NSObject's `init()`, inherited in Apple's SDK (UIImage.h neither redeclares nor forbids it).
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    public init?(named name: String) { fatalError() }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    @available(iOS 13.0, *)
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { fatalError() }
    @available(iOS 13.0, *)
    public init?(systemName name: String) { fatalError() }
    @available(iOS 13.0, *)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }
    @available(iOS 13.0, *)
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    public init?(contentsOfFile path: String) { fatalError() }
    public init?(data: Data) { fatalError() }
    public init?(data: Data, scale: CGFloat) { fatalError() }
    public init(cgImage: CGImage) { fatalError() }
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { fatalError() }

    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var cgImage: CGImage? { fatalError() }
    open var imageOrientation: UIImage.Orientation { fatalError() }
    open var renderingMode: UIImage.RenderingMode { fatalError() }
    @available(iOS 13.0, *)
    open var isSymbolImage: Bool { fatalError() }
    @available(iOS 13.0, *)
    open var configuration: UIImage.Configuration? { fatalError() }
    @available(iOS 13.0, *)
    open var symbolConfiguration: UIImage.SymbolConfiguration? { fatalError() }

    @discardableResult
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { fatalError() }
    @discardableResult
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { fatalError() }
    @discardableResult
    open func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }
    @discardableResult
    open func pngData() -> Data? { fatalError() }
    open func draw(in rect: CGRect) { fatalError() }
    open func draw(at point: CGPoint) { fatalError() }
    @available(iOS 15.0, *)
    @discardableResult
    open func preparingThumbnail(of size: CGSize) -> UIImage? { fatalError() }
    @available(iOS 15.0, *)
    @discardableResult
    @nonobjc public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { fatalError() }

    @available(iOS 13.0, *)
    open class var add: UIImage { fatalError() }
    @available(iOS 13.0, *)
    open class var remove: UIImage { fatalError() }
    @available(iOS 13.0, *)
    open class var checkmark: UIImage { fatalError() }
    @available(iOS 13.0, *)
    open class var actions: UIImage { fatalError() }
    @available(iOS 13.0, *)
    open class var strokedCheckmark: UIImage { fatalError() }

    @objc(UIImageOrientation)
    public enum Orientation: Int, @unchecked Sendable {
        case up = 0, down = 1, left = 2, right = 3, upMirrored = 4, downMirrored = 5, leftMirrored = 6, rightMirrored = 7
    }
    @objc(UIImageRenderingMode)
    public enum RenderingMode: Int, @unchecked Sendable {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }

    /// Traits and settings applied when loading an image.
    @available(iOS 13.0, *)
    @objc(UIImageConfiguration)
    @objcMembers
    open class Configuration: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
        public required init?(coder: NSCoder) { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        open class var supportsSecureCoding: Bool { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
        open var traitCollection: UITraitCollection? { fatalError() }
        @discardableResult
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { fatalError() }
    }

    /// Font, size and weight settings for symbol images.
    @available(iOS 13.0, *)
    @objc(UIImageSymbolConfiguration)
    @objcMembers @_inheritsConvenienceInitializers
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    public required init?(coder: NSCoder) { fatalError() }
        open class var unspecified: UIImage.SymbolConfiguration { fatalError() }
        public convenience init(textStyle: UIFont.TextStyle) { fatalError() }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(pointSize: CGFloat) { fatalError() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
        public convenience init(scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(font: UIFont) { fatalError() }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) { fatalError() }
        @available(iOS 15.0, *)
        public convenience init(hierarchicalColor: UIColor) { fatalError() }
        @available(iOS 15.0, *)
        public convenience init(paletteColors: [UIColor]) { fatalError() }
        @available(iOS 15.0, *)
        @discardableResult
        open class func preferringMulticolor() -> Self { fatalError() }
        @discardableResult
        open func configurationWithoutTextStyle() -> Self { fatalError() }
    }

    @available(iOS 13.0, *)
    @objc(UIImageSymbolScale)
    public enum SymbolScale: Int, @unchecked Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }
    @available(iOS 13.0, *)
    @objc(UIImageSymbolWeight)
    public enum SymbolWeight: Int, @unchecked Sendable {
        case unspecified = 0, ultraLight = 1, thin = 2, light = 3, regular = 4, medium = 5, semibold = 6, bold = 7, heavy = 8, black = 9
    }
}

/// View that shows an image or a sequence of animated images.
@preconcurrency @MainActor
@objcMembers
open class UIImageView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public init(image: UIImage?) { fatalError() }
    public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
    open var image: UIImage? { get { fatalError() } set { } }
    open var highlightedImage: UIImage? { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { fatalError() } set { } }
    open var isHighlighted: Bool { get { fatalError() } set { } }
    open var animationImages: [UIImage]? { get { fatalError() } set { } }
    open var animationDuration: TimeInterval { get { fatalError() } set { } }
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
    open var isAnimating: Bool { fatalError() }
}
