import Foundation
import UIKit

// MARK: - Tab bar accessory and minimization (iOS 26)

/// Accessory view displayed with a tab bar.
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class UITabAccessory: NSObject {
    public init(contentView: UIView) { fatalError() }
    open var contentView: UIView { fatalError() }

    @objc(UITabAccessoryEnvironment)
    public enum Environment: Int, @unchecked Sendable {
        case unspecified = 0, none = 1, regular = 2, inline = 3
    }
}

extension UITabBarController {
    @available(iOS 26.0, *)
    @objc(UITabBarMinimizeBehavior)
    public enum MinimizeBehavior: Int, @unchecked Sendable {
        case automatic = 0, never = 1, onScrollDown = 2, onScrollUp = 3
    }

    @available(iOS 26.0, *)
    open var bottomAccessory: UITabAccessory? { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) { fatalError() }
    @available(iOS 26.0, *)
    open var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior { get { fatalError() } set { } }
}

extension UITraitCollection {
    @available(iOS 26.0, *)
    open var tabAccessoryEnvironment: UITabAccessory.Environment { fatalError() }
}

// MARK: - Tooltips (iOS 15)

/// Interaction that shows a tooltip on pointer hover.
@available(iOS 15.0, *)
@preconcurrency @MainActor
open class UIToolTipInteraction: NSObject, UIInteraction {
    public override init() { fatalError() }
    public convenience init(defaultToolTip: String) { fatalError() }
    weak open var delegate: (any UIToolTipInteractionDelegate)? { get { fatalError() } set { } }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var defaultToolTip: String? { get { fatalError() } set { } }
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

/// Tooltip text and source rectangle.
@available(iOS 15.0, *)
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UIToolTipConfiguration: NSObject {
    public override init() { fatalError() }
    public convenience init(toolTip: String) { fatalError() }
    public convenience init(toolTip: String, in sourceRect: CGRect) { fatalError() }
    open var toolTip: String { fatalError() }
}

/// Supplies tooltip configurations.
@available(iOS 15.0, *)
@preconcurrency @MainActor
@objc public protocol UIToolTipInteractionDelegate: NSObjectProtocol {
    @objc optional func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration?
}

extension UIControl {
    @available(iOS 15.0, *)
    open var toolTip: String? { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var toolTipInteraction: UIToolTipInteraction? { fatalError() }
}

// MARK: - Focus effects (iOS 15)

/// Effect drawn on a focused item.
@available(iOS 15.0, *)
open class UIFocusEffect: NSObject, NSCopying {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// Halo-style focus effect.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class UIFocusHaloEffect: UIFocusEffect {
    public override init() { fatalError() }
    public convenience init(rect: CGRect) { fatalError() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) { fatalError() }
    public convenience init(path bezierPath: UIBezierPath) { fatalError() }
    weak open var containerView: UIView? { get { fatalError() } set { } }
    weak open var referenceView: UIView? { get { fatalError() } set { } }
    open var position: UIFocusHaloEffect.Position { get { fatalError() } set { } }

    @objc(UIFocusHaloEffectPosition)
    public enum Position: Int, @unchecked Sendable {
        case automatic = 0, outside = 1, inside = 2
    }
}

// MARK: - Button configuration-era members (iOS 14–15)

extension UIButton {
    @available(iOS 14.0, *)
    @objc(UIButtonRole)
    public enum Role: Int, @unchecked Sendable {
        case normal = 0, primary = 1, cancel = 2, destructive = 3
    }

    @available(iOS 14.0, *)
    open var role: UIButton.Role { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var automaticallyUpdatesConfiguration: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var subtitleLabel: UILabel? { fatalError() }
}
