import Foundation
import UIKit

// MARK: - Popover source items

/// An object a popover can be anchored to.
@available(iOS 16.0, *)
@objc public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@available(iOS 16.0, *)
extension UIView: UIPopoverPresentationControllerSourceItem {}

@available(iOS 16.0, *)
extension UILayoutGuide: UIPopoverPresentationControllerSourceItem {}

@available(iOS 16.0, *)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

@available(iOS 16.0, *)
extension UITabBarItem: UIPopoverPresentationControllerSourceItem {}

// MARK: - UIPopoverPresentationController

extension UIPopoverPresentationController {
    @available(iOS 16.0, *)
    @objc open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get { fatalError() } set { } }
    @available(iOS 9.0, *)
    @objc open var canOverlapSourceViewRect: Bool { get { fatalError() } set { } }
    open var arrowDirection: UIPopoverArrowDirection { fatalError() }
    @objc open var passthroughViews: [UIView]? { get { fatalError() } set { } }
    @objc open var backgroundColor: UIColor? { get { fatalError() } set { } }
    @objc open var popoverLayoutMargins: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    @objc open var adaptiveSheetPresentationController: UISheetPresentationController { fatalError() }
}

extension UIPopoverArrowDirection {
    public static var unknown: UIPopoverArrowDirection { fatalError() }
}

/// The delegate of a popover presentation controller.
@preconcurrency @MainActor
@objc public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    @objc optional func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    @available(iOS, introduced: 8.0, deprecated: 13.0, renamed: "presentationControllerShouldDismiss(_:)")
    @objc optional func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    @available(iOS, introduced: 8.0, deprecated: 13.0, renamed: "presentationControllerDidDismiss(_:)")
    @objc optional func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    @objc optional func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

// MARK: - UISheetPresentationController

extension UISheetPresentationController {
    @objc open var sourceView: UIView? { get { fatalError() } set { } }
    @objc open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool { get { fatalError() } set { } }
}

/// The delegate of a sheet presentation controller.
@available(iOS 15.0, *)
@preconcurrency @MainActor
@objc public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    @objc optional func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

// MARK: - Popover background views

/// The class methods a popover background view class implements.
@objc public protocol UIPopoverBackgroundViewMethods {
    static func arrowBase() -> CGFloat
    static func contentViewInsets() -> UIEdgeInsets
    static func arrowHeight() -> CGFloat
}

/// The abstract background view of a popover, with its arrow.
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class func arrowBase() -> CGFloat { fatalError() }
    open class func contentViewInsets() -> UIEdgeInsets { fatalError() }
    open class func arrowHeight() -> CGFloat { fatalError() }
    open var arrowOffset: CGFloat { get { fatalError() } set { } }
    open var arrowDirection: UIPopoverArrowDirection { get { fatalError() } set { } }
    open class var wantsDefaultContentAppearance: Bool { fatalError() }
}

extension UIPopoverPresentationController {
    @objc open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)? { get { fatalError() } set { } }
}
