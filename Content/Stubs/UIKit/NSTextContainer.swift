import Foundation
import UIKit
import CoreGraphics

/// A region where text is laid out (NSTextContainer.h).
open class NSTextContainer: NSObject, NSSecureCoding, NSTextLayoutOrientationProvider {
    public init(size: CGSize) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    @available(iOS 15.0, *)
    weak open var textLayoutManager: NSTextLayoutManager? { fatalError() }
    open var size: CGSize { get { fatalError() } set { } }
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set { } }
    open var lineFragmentPadding: CGFloat { get { fatalError() } set { } }
    open var maximumNumberOfLines: Int { get { fatalError() } set { } }
    @discardableResult
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int, writingDirection baseWritingDirection: NSWritingDirection, remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect { fatalError() }
    open var isSimpleRectangularTextContainer: Bool { fatalError() }
    open var widthTracksTextView: Bool { get { fatalError() } set { } }
    open var heightTracksTextView: Bool { get { fatalError() } set { } }

    open var layoutManager: NSLayoutManager? { get { fatalError() } set { } }
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) { fatalError() }
    open var exclusionPaths: [UIBezierPath] { get { fatalError() } set { } }

    // NSTextLayoutOrientationProvider
    open var layoutOrientation: NSTextLayoutOrientation { fatalError() }
}
