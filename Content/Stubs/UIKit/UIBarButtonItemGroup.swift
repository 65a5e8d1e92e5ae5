import Foundation
import UIKit

// MARK: - UIBarButtonItemGroup

/// A set of bar button items laid out together in a bar.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject, @preconcurrency NSCoding {
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open var barButtonItems: [UIBarButtonItem] { get { fatalError() } set { } }
    open var representativeItem: UIBarButtonItem? { get { fatalError() } set { } }
    open var isDisplayingRepresentativeItem: Bool { fatalError() }
    @available(iOS 16.0, *)
    open var alwaysAvailable: Bool { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var menuRepresentation: UIMenuElement? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var isHidden: Bool { get { fatalError() } set { } }
}

extension UIBarButtonItem {
    @available(iOS 9.0, *)
    @objc open var buttonGroup: UIBarButtonItemGroup? { fatalError() }
    @available(iOS 16.0, *)
    @objc open func creatingFixedGroup() -> UIBarButtonItemGroup { fatalError() }
    @available(iOS 16.0, *)
    @objc open func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup { fatalError() }
    @available(iOS 15.0, *)
    @objc open var changesSelectionAsPrimaryAction: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    @objc open var isSelected: Bool { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @objc open var isSymbolAnimationEnabled: Bool { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open var menuRepresentation: UIMenuElement? { get { fatalError() } set { } }
}

// MARK: - UINavigationItem

extension UINavigationItem {
    @available(iOS 16.0, *)
    @objc open var leadingItemGroups: [UIBarButtonItemGroup] { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open var centerItemGroups: [UIBarButtonItemGroup] { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open var trailingItemGroups: [UIBarButtonItemGroup] { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open var pinnedTrailingGroup: UIBarButtonItemGroup? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open var additionalOverflowItems: UIDeferredMenuElement? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open var overflowPresentationSource: (any UIPopoverPresentationControllerSourceItem)? { fatalError() }
    @available(iOS 15.0, *)
    @objc open var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set { } }
}
