// QuartzCore (Core Animation) stub: the parts UIKit code touches through `view.layer`.
@_exported import Foundation

/// Core Animation's layer: backing store for drawing and animation.
open class CALayer: NSObject, NSSecureCoding, CAMediaTiming {
    public override init() { fatalError() }
    public init(layer: Any) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    open var bounds: CGRect { get { fatalError() } set { } }
    open var position: CGPoint { get { fatalError() } set { } }
    open var frame: CGRect { get { fatalError() } set { } }
    open var anchorPoint: CGPoint { get { fatalError() } set { } }
    open var zPosition: CGFloat { get { fatalError() } set { } }
    open var transform: CATransform3D { get { fatalError() } set { } }
    open var isHidden: Bool { get { fatalError() } set { } }
    open var opacity: Float { get { fatalError() } set { } }
    open var masksToBounds: Bool { get { fatalError() } set { } }
    open var cornerRadius: CGFloat { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var maskedCorners: CACornerMask { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var cornerCurve: CALayerCornerCurve { get { fatalError() } set { } }
    open var borderWidth: CGFloat { get { fatalError() } set { } }
    open var borderColor: CGColor? { get { fatalError() } set { } }
    open var backgroundColor: CGColor? { get { fatalError() } set { } }
    open var shadowColor: CGColor? { get { fatalError() } set { } }
    open var shadowOpacity: Float { get { fatalError() } set { } }
    open var shadowOffset: CGSize { get { fatalError() } set { } }
    open var shadowRadius: CGFloat { get { fatalError() } set { } }
    open var shadowPath: CGPath? { get { fatalError() } set { } }
    open var contents: Any? { get { fatalError() } set { } }
    open var contentsScale: CGFloat { get { fatalError() } set { } }
    open var mask: CALayer? { get { fatalError() } set { } }
    open var superlayer: CALayer? { fatalError() }
    open var sublayers: [CALayer]? { get { fatalError() } set { } }
    open var shouldRasterize: Bool { get { fatalError() } set { } }
    open var rasterizationScale: CGFloat { get { fatalError() } set { } }
    open func addSublayer(_ layer: CALayer) { fatalError() }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { fatalError() }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { fatalError() }
    open func removeFromSuperlayer() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutSublayers() { fatalError() }
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
    open func removeAllAnimations() { fatalError() }
    open func removeAnimation(forKey key: String) { fatalError() }

    open var beginTime: CFTimeInterval { get { fatalError() } set { } }
    open var duration: CFTimeInterval { get { fatalError() } set { } }
    open var speed: Float { get { fatalError() } set { } }
}

public typealias CFTimeInterval = Double

/// Timing properties shared by layers and animations.
@objc public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
}

/// Which corners `cornerRadius` affects.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var layerMinXMinYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMinYCorner: CACornerMask { fatalError() }
    public static var layerMinXMaxYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMaxYCorner: CACornerMask { fatalError() }
}

/// Corner shape (circular or continuous).
@available(iOS 13.0, *)
public struct CALayerCornerCurve: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let circular: CALayerCornerCurve = { fatalError() }()
    public static let continuous: CALayerCornerCurve = { fatalError() }()
}

/// 4×4 transform matrix of Core Animation.
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    public init() { fatalError() }
}

public let CATransform3DIdentity: CATransform3D = { fatalError() }()
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError() }

/// Base class of Core Animation animations.
open class CAAnimation: NSObject, CAMediaTiming {
    public override init() { fatalError() }
    open var beginTime: CFTimeInterval { get { fatalError() } set { } }
    open var duration: CFTimeInterval { get { fatalError() } set { } }
    open var speed: Float { get { fatalError() } set { } }
    open var isRemovedOnCompletion: Bool { get { fatalError() } set { } }
    open var timingFunction: CAMediaTimingFunction? { get { fatalError() } set { } }
}

/// Animation between two values of one property.
open class CABasicAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { fatalError() }
    open var fromValue: Any? { get { fatalError() } set { } }
    open var toValue: Any? { get { fatalError() } set { } }
}

/// Easing curve for an animation.
open class CAMediaTimingFunction: NSObject {
    public convenience init(name: CAMediaTimingFunctionName) { fatalError() }
}

public struct CAMediaTimingFunctionName: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let linear: CAMediaTimingFunctionName = { fatalError() }()
    public static let easeIn: CAMediaTimingFunctionName = { fatalError() }()
    public static let easeOut: CAMediaTimingFunctionName = { fatalError() }()
    public static let easeInEaseOut: CAMediaTimingFunctionName = { fatalError() }()
    public static let `default`: CAMediaTimingFunctionName = { fatalError() }()
}

/// Layer filled with a gradient.
open class CAGradientLayer: CALayer {
    open var colors: [Any]? { get { fatalError() } set { } }
    open var locations: [NSNumber]? { get { fatalError() } set { } }
    open var startPoint: CGPoint { get { fatalError() } set { } }
    open var endPoint: CGPoint { get { fatalError() } set { } }
}

/// Layer that renders a path.
open class CAShapeLayer: CALayer {
    open var path: CGPath? { get { fatalError() } set { } }
    open var fillColor: CGColor? { get { fatalError() } set { } }
    open var strokeColor: CGColor? { get { fatalError() } set { } }
    open var lineWidth: CGFloat { get { fatalError() } set { } }
    open var strokeEnd: CGFloat { get { fatalError() } set { } }
}

/// Batches layer changes into one commit.
open class CATransaction: NSObject {
    open class func begin() { fatalError() }
    open class func commit() { fatalError() }
    open class func setDisableActions(_ flag: Bool) { fatalError() }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { fatalError() }
    open class func setCompletionBlock(_ block: (() -> Void)?) { fatalError() }
}
