import Foundation
import UIKit

/// Document information shown in a navigation item's title menu header.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UIDocumentProperties: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    public init(url: URL) { fatalError() }
    open var activityViewControllerProvider: (() -> UIActivityViewController)? { get { fatalError() } set { } }
    open var wantsIconRepresentation: Bool { get { fatalError() } set { } }
}

extension UINavigationItem {
    @available(iOS 16.0, *)
    @objc open var documentProperties: UIDocumentProperties? { get { fatalError() } set { } }
}

/// A content view for list content configurations.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class UIListContentView: UIView {
    @available(*, unavailable) public override init(frame: CGRect) { fatalError() }
    @available(*, unavailable) public required init?(coder: NSCoder) { fatalError() }
    open var textLayoutGuide: UILayoutGuide? { fatalError() }
    open var secondaryTextLayoutGuide: UILayoutGuide? { fatalError() }
    open var imageLayoutGuide: UILayoutGuide? { fatalError() }
}

/// A symbol content transition with its options, for a button configuration.
@available(iOS 26.0, *)
open class UISymbolContentTransition: NSObject, NSCopying, NSSecureCoding {
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}
