import Foundation
import UIKit

/// An alternate action of a command, chosen with other modifier keys.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UICommandAlternate: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    open var title: String { fatalError() }
    open var action: Selector { fatalError() }
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
    public convenience init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// A menu element that performs its action with a selector.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    public required init?(coder: NSCoder) { fatalError() }
    @objc open override var title: String { get { fatalError() } set { } }
    @objc open override var image: UIImage? { get { fatalError() } set { } }
    @objc open var discoverabilityTitle: String? { get { fatalError() } set { } }
    @objc open var action: Selector { fatalError() }
    open var propertyList: Any? { fatalError() }
    open var attributes: UIMenuElement.Attributes { get { fatalError() } set { } }
    @objc open var state: UIMenuElement.State { get { fatalError() } set { } }
    @objc open var alternates: [UICommandAlternate] { fatalError() }
}

/// A key press on a hardware keyboard and the action it performs.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    public init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) { fatalError() }
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "init(input:modifierFlags:action:)")
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) { fatalError() }
    @objc open var input: String? { fatalError() }
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
    @available(iOS 15.0, *)
    @objc open var wantsPriorityOverSystemBehavior: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    @objc open var allowsAutomaticLocalization: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    @objc open var allowsAutomaticMirroring: Bool { get { fatalError() } set { } }

    nonisolated public static let inputUpArrow: String = { fatalError() }()
    nonisolated public static let inputDownArrow: String = { fatalError() }()
    nonisolated public static let inputLeftArrow: String = { fatalError() }()
    nonisolated public static let inputRightArrow: String = { fatalError() }()
    nonisolated public static let inputEscape: String = { fatalError() }()
    @available(iOS 8.0, *)
    nonisolated public static let inputPageUp: String = { fatalError() }()
    @available(iOS 8.0, *)
    nonisolated public static let inputPageDown: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let inputHome: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let inputEnd: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f1: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f2: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f3: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f4: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f5: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f6: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f7: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f8: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f9: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f10: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f11: String = { fatalError() }()
    @available(iOS 13.4, *)
    nonisolated public static let f12: String = { fatalError() }()
    @available(iOS 15.0, *)
    nonisolated public static let inputDelete: String = { fatalError() }()
}

/// A system of menus (the main menu bar or context menus).
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
    open class var main: UIMenuSystem { fatalError() }
    open class var context: UIMenuSystem { fatalError() }
    open func setNeedsRebuild() { fatalError() }
    open func setNeedsRevalidate() { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
}

/// The builder a responder uses to add, remove and replace menus.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol UIMenuBuilder {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

extension UIResponder {
    @available(iOS 7.0, *)
    @objc open var keyCommands: [UIKeyCommand]? { fatalError() }
    @available(iOS 13.0, *)
    @objc open func buildMenu(with builder: any UIMenuBuilder) { fatalError() }
    @available(iOS 13.0, *)
    @objc open func validate(_ command: UICommand) { fatalError() }
}

@available(iOS 13.0, *)
extension UIMenu.Identifier {
    public static let application: UIMenu.Identifier = { fatalError() }()
    public static let file: UIMenu.Identifier = { fatalError() }()
    public static let edit: UIMenu.Identifier = { fatalError() }()
    public static let view: UIMenu.Identifier = { fatalError() }()
    public static let window: UIMenu.Identifier = { fatalError() }()
    public static let help: UIMenu.Identifier = { fatalError() }()
    public static let about: UIMenu.Identifier = { fatalError() }()
    public static let preferences: UIMenu.Identifier = { fatalError() }()
    public static let services: UIMenu.Identifier = { fatalError() }()
    public static let hide: UIMenu.Identifier = { fatalError() }()
    public static let quit: UIMenu.Identifier = { fatalError() }()
    public static let newScene: UIMenu.Identifier = { fatalError() }()
    public static let close: UIMenu.Identifier = { fatalError() }()
    public static let print: UIMenu.Identifier = { fatalError() }()
    public static let undoRedo: UIMenu.Identifier = { fatalError() }()
    public static let standardEdit: UIMenu.Identifier = { fatalError() }()
    public static let find: UIMenu.Identifier = { fatalError() }()
    public static let replace: UIMenu.Identifier = { fatalError() }()
    public static let share: UIMenu.Identifier = { fatalError() }()
    public static let textStyle: UIMenu.Identifier = { fatalError() }()
    public static let spelling: UIMenu.Identifier = { fatalError() }()
    public static let spellingPanel: UIMenu.Identifier = { fatalError() }()
    public static let spellingOptions: UIMenu.Identifier = { fatalError() }()
    public static let substitutions: UIMenu.Identifier = { fatalError() }()
    public static let substitutionsPanel: UIMenu.Identifier = { fatalError() }()
    public static let substitutionOptions: UIMenu.Identifier = { fatalError() }()
    public static let transformations: UIMenu.Identifier = { fatalError() }()
    public static let speech: UIMenu.Identifier = { fatalError() }()
    public static let lookup: UIMenu.Identifier = { fatalError() }()
    public static let learn: UIMenu.Identifier = { fatalError() }()
    public static let format: UIMenu.Identifier = { fatalError() }()
    public static let font: UIMenu.Identifier = { fatalError() }()
    public static let textSize: UIMenu.Identifier = { fatalError() }()
    public static let textColor: UIMenu.Identifier = { fatalError() }()
    public static let textStylePasteboard: UIMenu.Identifier = { fatalError() }()
    public static let text: UIMenu.Identifier = { fatalError() }()
    public static let writingDirection: UIMenu.Identifier = { fatalError() }()
    public static let alignment: UIMenu.Identifier = { fatalError() }()
    public static let toolbar: UIMenu.Identifier = { fatalError() }()
    public static let fullscreen: UIMenu.Identifier = { fatalError() }()
    public static let minimizeAndZoom: UIMenu.Identifier = { fatalError() }()
    public static let bringAllToFront: UIMenu.Identifier = { fatalError() }()
    public static let root: UIMenu.Identifier = { fatalError() }()
}
