import Foundation
import UIKit

/// A view controller in which a person picks a system or installed font.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    public init(configuration: UIFontPickerViewController.Configuration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init() { fatalError() }
    open var configuration: UIFontPickerViewController.Configuration { fatalError() }
    weak open var delegate: (any UIFontPickerViewControllerDelegate)? { get { fatalError() } set { } }
    open var selectedFontDescriptor: UIFontDescriptor? { get { fatalError() } set { } }

    /// The filters and display settings of a font picker.
    @objc(UIFontPickerViewControllerConfiguration)
    @preconcurrency @MainActor
    open class Configuration: NSObject, @preconcurrency NSCopying {
        public override init() { fatalError() }
        open var includeFaces: Bool { get { fatalError() } set { } }
        open var displayUsingSystemFont: Bool { get { fatalError() } set { } }
        open var filteredTraits: UIFontDescriptor.SymbolicTraits { get { fatalError() } set { } }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    }
}

/// Messages about a person's interaction with a font picker.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
    @objc optional func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    @objc optional func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}
