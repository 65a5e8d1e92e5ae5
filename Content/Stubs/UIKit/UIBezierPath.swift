/// Line and curve path for custom drawing.
@objcMembers
open class UIBezierPath: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    public convenience init(rect: CGRect) { fatalError() }
    public convenience init(ovalIn rect: CGRect) { fatalError() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { fatalError() }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    public convenience init(cgPath CGPath: CGPath) { fatalError() }

    open var cgPath: CGPath { get { fatalError() } set { } }
    open func move(to point: CGPoint) { fatalError() }
    open func addLine(to point: CGPoint) { fatalError() }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { fatalError() }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { fatalError() }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    open func close() { fatalError() }
    open func removeAllPoints() { fatalError() }
    open func append(_ bezierPath: UIBezierPath) { fatalError() }
    open func apply(_ transform: CGAffineTransform) { fatalError() }
    open var isEmpty: Bool { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var currentPoint: CGPoint { fatalError() }
    @discardableResult
    open func contains(_ point: CGPoint) -> Bool { fatalError() }
    open var lineWidth: CGFloat { get { fatalError() } set { } }
    open func fill() { fatalError() }
    open func stroke() { fatalError() }
    open func addClip() { fatalError() }
}

/// Renderer that produces images.
@available(iOS 10.0, *)
@objcMembers
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public convenience init(size: CGSize) { fatalError() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { fatalError() }
    @nonobjc public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { fatalError() }
    @discardableResult
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
    @discardableResult
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError() }
    @discardableResult
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError() }
}

/// Base class of graphics renderers.
@available(iOS 10.0, *)
@objcMembers
open class UIGraphicsRenderer: NSObject {
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) { fatalError() }
    public convenience init(bounds: CGRect) { fatalError() }
    open var format: UIGraphicsRendererFormat { fatalError() }
}

/// Drawing settings of a renderer.
@available(iOS 10.0, *)
@objcMembers
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var bounds: CGRect { fatalError() }
}

/// Settings of an image renderer (scale, opacity…).
@available(iOS 10.0, *)
@objcMembers @_inheritsConvenienceInitializers
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    public override init() { fatalError() }
    open var scale: CGFloat { get { fatalError() } set { } }
    open var opaque: Bool { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    @discardableResult
    open class func preferred() -> UIGraphicsImageRendererFormat { fatalError() }
}

/// Base drawing context of renderers.
@available(iOS 10.0, *)
@objcMembers @_inheritsConvenienceInitializers
open class UIGraphicsRendererContext: NSObject {
    public override init() { fatalError() }
    open var cgContext: CGContext { fatalError() }
    open var format: UIGraphicsRendererFormat { fatalError() }
    open func fill(_ rect: CGRect) { fatalError() }
    open func stroke(_ rect: CGRect) { fatalError() }
    open func clip(to rect: CGRect) { fatalError() }
}

/// Drawing context of an image renderer.
@available(iOS 10.0, *)
@objcMembers @_inheritsConvenienceInitializers
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    public override init() { fatalError() }
    open var currentImage: UIImage { fatalError() }
}

/// Interruptible, adjustable view animation.
@available(iOS 10.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIViewPropertyAnimator: NSObject {
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) { fatalError() }
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) { fatalError() }
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) { fatalError() }
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self { fatalError() }
    open func addAnimations(_ animation: @escaping () -> Void) { fatalError() }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { fatalError() }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { fatalError() }
    open func startAnimation() { fatalError() }
    open func startAnimation(afterDelay delay: TimeInterval) { fatalError() }
    open func pauseAnimation() { fatalError() }
    open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fatalError() }
    open var fractionComplete: CGFloat { get { fatalError() } set { } }
    open var isReversed: Bool { get { fatalError() } set { } }
    open var isInterruptible: Bool { get { fatalError() } set { } }
    open var state: UIViewAnimatingState { fatalError() }
    open var isRunning: Bool { fatalError() }
}

/// Animation position (start, end, current).
@available(iOS 10.0, *)
@objc public enum UIViewAnimatingPosition: Int, @unchecked Sendable {
    case end = 0, start = 1, current = 2
}

/// Animator state (inactive, active, stopped).
@available(iOS 10.0, *)
@objc public enum UIViewAnimatingState: Int, @unchecked Sendable {
    case inactive = 0, active = 1, stopped = 2
}

/// Paragraph layout attributes for text.
@objcMembers
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @discardableResult
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
    open class var `default`: NSParagraphStyle { fatalError() }
    open var lineSpacing: CGFloat { fatalError() }
    open var paragraphSpacing: CGFloat { fatalError() }
    open var alignment: NSTextAlignment { fatalError() }
    open var lineBreakMode: NSLineBreakMode { fatalError() }
    open var lineHeightMultiple: CGFloat { fatalError() }
}

/// Editable paragraph style.
@objcMembers @_inheritsConvenienceInitializers
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open override var lineSpacing: CGFloat { get { fatalError() } set { } }
    open override var paragraphSpacing: CGFloat { get { fatalError() } set { } }
    open override var alignment: NSTextAlignment { get { fatalError() } set { } }
    open override var lineBreakMode: NSLineBreakMode { get { fatalError() } set { } }
    open override var lineHeightMultiple: CGFloat { get { fatalError() } set { } }
}
