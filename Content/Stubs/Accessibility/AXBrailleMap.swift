import Foundation
import CoreGraphics

/// The pins of a connected two-dimensional braille display.
@available(iOS 15.2, *)
open class AXBrailleMap: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var dimensions: CGSize { fatalError() }
    open func setHeight(_ status: Float, at point: CGPoint) { fatalError() }
    open func height(at point: CGPoint) -> Float { fatalError() }
    open func present(_ image: CGImage) { fatalError() }
}

/// An element that renders its content into a braille map.
@objc public protocol AXBrailleMapRenderer: NSObjectProtocol {
    @available(iOS 15.2, *)
    @objc optional var accessibilityBrailleMapRenderRegion: CGRect { get set }
    @available(iOS 15.2, *)
    @objc optional var accessibilityBrailleMapRenderer: (AXBrailleMap) -> Void { get set }
}
