import Foundation
import UIKit

/// The text document a custom keyboard types into.
@preconcurrency @MainActor
@objc public protocol UITextDocumentProxy: UIKeyInput {
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    var documentInputMode: UITextInputMode? { get }
    var documentIdentifier: UUID { get }
    func adjustTextPosition(byCharacterOffset offset: Int)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
}

/// The primary view controller of a custom keyboard extension.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UIInputViewController: UIViewController, UITextInputDelegate {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var textDocumentProxy: any UITextDocumentProxy { fatalError() }
    open var primaryLanguage: String? { get { fatalError() } set { } }
    open var hasDictationKey: Bool { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var hasFullAccess: Bool { fatalError() }
    @available(iOS 11.0, *)
    open var needsInputModeSwitchKey: Bool { fatalError() }
    open func dismissKeyboard() { fatalError() }
    open func advanceToNextInputMode() { fatalError() }
    @available(iOS 10.0, *)
    open func handleInputModeList(from view: UIView, with event: UIEvent) { fatalError() }
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) { fatalError() }
    @nonobjc open func requestSupplementaryLexicon() async -> UILexicon { fatalError() }

    // UITextInputDelegate
    open func selectionWillChange(_ textInput: (any UITextInput)?) { fatalError() }
    open func selectionDidChange(_ textInput: (any UITextInput)?) { fatalError() }
    open func textWillChange(_ textInput: (any UITextInput)?) { fatalError() }
    open func textDidChange(_ textInput: (any UITextInput)?) { fatalError() }
}

/// A view for custom input or a keyboard accessory.
@preconcurrency @MainActor
open class UIInputView: UIView {
    public init(frame: CGRect, inputViewStyle: UIInputView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var inputViewStyle: UIInputView.Style { fatalError() }
    @available(iOS 9.0, *)
    open var allowsSelfSizing: Bool { get { fatalError() } set { } }

    @objc(UIInputViewStyle)
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0, keyboard = 1
    }
}

/// Lets a custom input view play the standard keyboard click.
@preconcurrency @MainActor
@objc public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    @objc optional var enableInputClicksWhenVisible: Bool { get }
}

/// Term pairs that supplement a custom keyboard's lexicon.
@preconcurrency @MainActor
open class UILexicon: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
    open var entries: [UILexiconEntry] { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// One term pair of a lexicon.
@preconcurrency @MainActor
open class UILexiconEntry: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
    open var documentText: String { fatalError() }
    open var userInput: String { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension UIDevice {
    @available(iOS 4.2, *)
    @objc open func playInputClick() { fatalError() }
}

@objc public enum UIEditingInteractionConfiguration: Int, @unchecked Sendable {
    case none = 0
    case `default` = 1
}

extension UIResponder {
    @available(iOS 8.0, *)
    @objc open var inputViewController: UIInputViewController? { fatalError() }
    @available(iOS 8.0, *)
    @objc open var inputAccessoryViewController: UIInputViewController? { fatalError() }
    @objc open var editingInteractionConfiguration: UIEditingInteractionConfiguration { fatalError() }
}
