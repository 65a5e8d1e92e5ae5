import Foundation
import UIKit

/// An emoji-like image that can appear in attributed text.
@available(iOS 18.0, *)
open class NSAdaptiveImageGlyph: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public init(imageContent: Data) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
    open var imageContent: Data { fatalError() }
    open var contentIdentifier: String { fatalError() }
    open var contentDescription: String { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}
