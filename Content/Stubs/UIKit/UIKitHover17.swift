import Foundation
import UIKit

// MARK: - Hover styles (iOS 17)

/// Hover effect plus shape for a view.
@available(iOS 17.0, *)
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UIHoverStyle: NSObject, NSCopying {
    public override init() { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

@available(iOS 17.0, *)
extension UIView {
    @objc open var hoverStyle: UIHoverStyle? { get { fatalError() } set { } }
}

// MARK: - Menus (iOS 17)

@available(iOS 17.0, *)
extension UIMenu.Options {
    public static var displayAsPalette: UIMenu.Options { fatalError() }
}

// MARK: - Text items (iOS 17)

/// Link, attachment or tagged range inside a text view.
@available(iOS 17.0, *)
@preconcurrency @MainActor
open class UITextItem: NSObject {
    open var range: NSRange { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    /// Menu settings for a text item.
    @objc(UITextItemMenuConfiguration)
    @preconcurrency @MainActor
    open class MenuConfiguration: NSObject {
        public convenience init(menu: UIMenu) { fatalError() }
        @available(*, unavailable)
        public override init() { fatalError() }
    }
}

@available(iOS 17.0, *)
extension NSAttributedString.Key {
    public static let textItemTag: NSAttributedString.Key = { fatalError() }()
}

// MARK: - Traits and sheets (iOS 17)

@available(iOS 17.0, *)
extension UIView {
    @objc open func updateTraitsIfNeeded() { fatalError() }
}

@available(iOS 17.0, *)
extension UIViewController {
    @objc open func updateTraitsIfNeeded() { fatalError() }
}

@available(iOS 17.0, *)
extension UISheetPresentationController {
    @objc open var prefersPageSizing: Bool { get { fatalError() } set { } }
}
