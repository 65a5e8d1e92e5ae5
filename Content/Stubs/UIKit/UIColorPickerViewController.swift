import Foundation
import UIKit

// MARK: - Color well and color picker

/// A control that shows the selected color and presents a color picker.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var title: String? { get { fatalError() } set { } }
    open var supportsAlpha: Bool { get { fatalError() } set { } }
    open var selectedColor: UIColor? { get { fatalError() } set { } }
}

/// The delegate of a color picker view controller.
@available(iOS 14.0, *)
@preconcurrency @MainActor
@objc public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    @available(iOS, introduced: 14.0, deprecated: 15.0, renamed: "colorPickerViewController(_:didSelect:continuously:)")
    @objc optional func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    @available(iOS 15.0, *)
    @objc optional func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    @objc optional func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

/// A view controller for picking a color.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    public init() { fatalError() }
    @available(*, unavailable)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    weak open var delegate: (any UIColorPickerViewControllerDelegate)? { get { fatalError() } set { } }
    open var selectedColor: UIColor { get { fatalError() } set { } }
    open var supportsAlpha: Bool { get { fatalError() } set { } }
}
