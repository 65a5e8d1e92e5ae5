import Foundation
import UIKit
import CoreGraphics

// TextKit members of UITextView (UITextView.h) that the hand-written stubs lack.
extension UITextView {
    open var textContainer: NSTextContainer { fatalError() }
    @available(iOS 16.0, *)
    open var textLayoutManager: NSTextLayoutManager? { fatalError() }
    open var layoutManager: NSLayoutManager { fatalError() }
    open var textStorage: NSTextStorage { fatalError() }
    @available(iOS 18.0, *)
    open func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) { fatalError() }
}
