import Foundation
import UIKit
import CoreGraphics

// MARK: - Text input traits (UITextInputTraits.h)

@objc public enum UITextSmartQuotesType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}
@objc public enum UITextSmartDashesType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}
@objc public enum UITextSmartInsertDeleteType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}
@available(iOS 17.0, *)
@objc public enum UITextInlinePredictionType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}
@available(iOS 18.0, *)
@objc public enum UITextMathExpressionCompletionType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// How Writing Tools treats a view.
@available(iOS 18.0, *)
@objc public enum UIWritingToolsBehavior: Int, @unchecked Sendable {
    case none = -1
    case `default` = 0
    case complete = 1
    case limited = 2
}

/// Kinds of content Writing Tools may return.
@available(iOS 18.0, *)
public struct UIWritingToolsResultOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var plainText: UIWritingToolsResultOptions { fatalError() }
    public static var richText: UIWritingToolsResultOptions { fatalError() }
    public static var list: UIWritingToolsResultOptions { fatalError() }
    public static var table: UIWritingToolsResultOptions { fatalError() }
    @available(iOS 26.0, *)
    public static var presentationIntent: UIWritingToolsResultOptions { fatalError() }
}

/// Password requirements for a secure text entry.
@available(iOS 12.0, *)
@preconcurrency @MainActor
open class UITextInputPasswordRules: NSObject, @preconcurrency NSSecureCoding, @preconcurrency NSCopying {
    open var passwordRulesDescriptor: String { fatalError() }
    public convenience init(descriptor passwordRulesDescriptor: String) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension UITextContentType {
    public static let namePrefix: UITextContentType = { fatalError() }()
    public static let givenName: UITextContentType = { fatalError() }()
    public static let middleName: UITextContentType = { fatalError() }()
    public static let familyName: UITextContentType = { fatalError() }()
    public static let nameSuffix: UITextContentType = { fatalError() }()
    public static let nickname: UITextContentType = { fatalError() }()
    public static let jobTitle: UITextContentType = { fatalError() }()
    public static let organizationName: UITextContentType = { fatalError() }()
    public static let location: UITextContentType = { fatalError() }()
    public static let fullStreetAddress: UITextContentType = { fatalError() }()
    public static let streetAddressLine1: UITextContentType = { fatalError() }()
    public static let streetAddressLine2: UITextContentType = { fatalError() }()
    public static let addressCity: UITextContentType = { fatalError() }()
    public static let addressState: UITextContentType = { fatalError() }()
    public static let addressCityAndState: UITextContentType = { fatalError() }()
    public static let sublocality: UITextContentType = { fatalError() }()
    public static let countryName: UITextContentType = { fatalError() }()
    public static let postalCode: UITextContentType = { fatalError() }()
    public static let creditCardNumber: UITextContentType = { fatalError() }()
    @available(iOS 15.0, *)
    public static let shipmentTrackingNumber: UITextContentType = { fatalError() }()
    @available(iOS 15.0, *)
    public static let flightNumber: UITextContentType = { fatalError() }()
    @available(iOS 15.0, *)
    public static let dateTime: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let birthdate: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let birthdateDay: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let birthdateMonth: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let birthdateYear: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardSecurityCode: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardName: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardGivenName: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardMiddleName: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardFamilyName: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardExpiration: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardExpirationMonth: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardExpirationYear: UITextContentType = { fatalError() }()
    @available(iOS 17.0, *)
    public static let creditCardType: UITextContentType = { fatalError() }()
    @available(iOS 17.4, *)
    public static let cellularEID: UITextContentType = { fatalError() }()
    @available(iOS 17.4, *)
    public static let cellularIMEI: UITextContentType = { fatalError() }()
}

// MARK: - Writing direction (NSParagraphStyle.h)

/// The base writing direction of text.
@objc public enum NSWritingDirection: Int, @unchecked Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

// MARK: - Text input (UITextInput.h)

@objc public enum UITextStorageDirection: Int, @unchecked Sendable {
    case forward = 0, backward = 1
}
@objc public enum UITextLayoutDirection: Int, @unchecked Sendable {
    case right = 2, left = 3, up = 4, down = 5
}
@objc public enum UITextGranularity: Int, @unchecked Sendable {
    case character = 0, word = 1, sentence = 2, paragraph = 3, line = 4, document = 5
}
@objc public enum UITextAlternativeStyle: Int, @unchecked Sendable {
    case none = 0, lowConfidence = 1
}

/// A direction in a text document: a storage or a layout direction.
public struct UITextDirection: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
    public init(_ rawValue: Int) { fatalError() }
    public init(rawValue: Int) { fatalError() }
    public var rawValue: Int { fatalError() }
}

/// A position in a text container.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { fatalError() }
}

/// A range of characters in a text container.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() { fatalError() }
    @objc open var isEmpty: Bool { fatalError() }
    @objc open var start: UITextPosition { fatalError() }
    @objc open var end: UITextPosition { fatalError() }
}

/// A selected range of text and its rectangle.
@available(iOS 6.0, *)
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    public override init() { fatalError() }
    @objc open var rect: CGRect { fatalError() }
    @objc open var writingDirection: NSWritingDirection { fatalError() }
    @objc open var containsStart: Bool { fatalError() }
    @objc open var containsEnd: Bool { fatalError() }
    @objc open var isVertical: Bool { fatalError() }
    @available(iOS 17.4, *)
    @objc open var transform: CGAffineTransform { fatalError() }
}

/// A phrase of dictated text and its other interpretations.
@available(iOS 5.1, *)
@preconcurrency @MainActor
open class UIDictationPhrase: NSObject {
    public override init() { fatalError() }
    open var text: String { fatalError() }
    open var alternativeInterpretations: [String]? { fatalError() }
}

/// A placeholder for text that is still being inserted.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UITextPlaceholder: NSObject {
    public override init() { fatalError() }
    open var rects: [UITextSelectionRect] { fatalError() }
}

/// Keyboard input for a responder: inserting and deleting text.
@preconcurrency @MainActor
@objc public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// Text editing with selections and marked text, for custom text views.
@preconcurrency @MainActor
@objc public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    // compare(_:to:) is left out of this protocol: the stubbed Foundation's ComparisonResult is not @objc.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var inputDelegate: (any UITextInputDelegate)? { get set }
    var tokenizer: any UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    @objc optional func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    @objc optional func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    @objc optional func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    @objc optional func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    @objc optional var textInputView: UIView { get }
    @objc optional var selectionAffinity: UITextStorageDirection { get set }
    @objc optional func insertDictationResult(_ dictationResult: [UIDictationPhrase])
    @objc optional func dictationRecordingDidEnd()
    @objc optional func dictationRecognitionFailed()
    @objc optional var insertDictationResultPlaceholder: Any { get }
    @objc optional func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect
    @objc optional func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool)
    @objc optional func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    @objc optional func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    @objc optional func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder
    @objc optional func remove(_ textPlaceholder: UITextPlaceholder)
    @available(iOS 9.0, *)
    @objc optional func beginFloatingCursor(at point: CGPoint)
    @available(iOS 9.0, *)
    @objc optional func updateFloatingCursor(at point: CGPoint)
    @available(iOS 9.0, *)
    @objc optional func endFloatingCursor()
    @available(iOS 17.4, *)
    @objc optional func caretTransform(for position: UITextPosition) -> CGAffineTransform
    @available(iOS 16.0, *)
    @objc optional func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    @available(iOS 16.0, *)
    @objc optional func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating)
    @available(iOS 16.0, *)
    @objc optional func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating)
    @available(iOS 18.0, *)
    @objc optional var supportsAdaptiveImageGlyph: Bool { get set }
    @available(iOS 18.0, *)
    @objc optional func insert(_ adaptiveImageGlyph: NSAdaptiveImageGlyph, replacementRange: UITextRange)
    @available(iOS 18.0, *)
    @objc optional var isEditable: Bool { get }
}

/// The object the text input system notifies of text and selection changes.
@preconcurrency @MainActor
@objc public protocol UITextInputDelegate: NSObjectProtocol {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// Text units of varying granularity for the text input system.
@preconcurrency @MainActor
@objc public protocol UITextInputTokenizer: NSObjectProtocol {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// A base tokenizer for text input.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    public init(textInput: UIResponder & UITextInput) { fatalError() }
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange? { fatalError() }
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool { fatalError() }
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition? { fatalError() }
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool { fatalError() }
}

/// A keyboard language (input mode).
@preconcurrency @MainActor
open class UITextInputMode: NSObject, @preconcurrency NSSecureCoding {
    public override init() { fatalError() }
    open var primaryLanguage: String? { fatalError() }
    open class var activeInputModes: [UITextInputMode] { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    nonisolated public class var currentInputModeDidChangeNotification: NSNotification.Name { fatalError() }
}

extension UIResponder {
    @available(iOS 7.0, *)
    @objc open var textInputMode: UITextInputMode? { fatalError() }
    @available(iOS 7.0, *)
    @objc open var textInputContextIdentifier: String? { fatalError() }
    @available(iOS 7.0, *)
    @objc open class func clearTextInputContextIdentifier(_ identifier: String) { fatalError() }
}

// MARK: - Letterform-aware sizing (UILetterformAwareAdjusting.h)

@available(iOS 17.0, *)
@objc public enum UILetterformAwareSizingRule: Int, @unchecked Sendable {
    case typographic = 0, oversize = 1
}

/// The sizing rule of a view that shows text with oversize characters.
@available(iOS 17.0, *)
@preconcurrency @MainActor
@objc public protocol UILetterformAwareAdjusting: NSObjectProtocol {
    var sizingRule: UILetterformAwareSizingRule { get set }
}

@available(iOS 17.0, *)
extension UILabel: UILetterformAwareAdjusting {
    @objc open var sizingRule: UILetterformAwareSizingRule { get { fatalError() } set { } }
}

// MARK: - Data detectors (UIDataDetectors.h)

/// Kinds of data a text view detects and turns into links.
public struct UIDataDetectorTypes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var phoneNumber: UIDataDetectorTypes { fatalError() }
    public static var link: UIDataDetectorTypes { fatalError() }
    @available(iOS 4.0, *)
    public static var address: UIDataDetectorTypes { fatalError() }
    @available(iOS 4.0, *)
    public static var calendarEvent: UIDataDetectorTypes { fatalError() }
    @available(iOS 10.0, *)
    public static var shipmentTrackingNumber: UIDataDetectorTypes { fatalError() }
    @available(iOS 10.0, *)
    public static var flightNumber: UIDataDetectorTypes { fatalError() }
    @available(iOS 10.0, *)
    public static var lookupSuggestion: UIDataDetectorTypes { fatalError() }
    @available(iOS 16.0, *)
    public static var money: UIDataDetectorTypes { fatalError() }
    @available(iOS 16.0, *)
    public static var physicalValue: UIDataDetectorTypes { fatalError() }
    public static var all: UIDataDetectorTypes { fatalError() }
}

// MARK: - Text interaction (UITextInteraction.h)

@available(iOS 13.0, *)
@objc public enum UITextInteractionMode: Int, @unchecked Sendable {
    case editable = 0, nonEditable = 1
}

/// The delegate of a text interaction.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol UITextInteractionDelegate: NSObjectProtocol {
    @objc optional func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    @objc optional func interactionWillBegin(_ interaction: UITextInteraction)
    @objc optional func interactionDidEnd(_ interaction: UITextInteraction)
}

/// The system text selection and editing gestures, for a custom text view.
@available(iOS 13.0, *)
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UITextInteraction: NSObject, UIInteraction {
    public override init() { fatalError() }
    public convenience init(for mode: UITextInteractionMode) { fatalError() }
    weak open var delegate: (any UITextInteractionDelegate)? { get { fatalError() } set { } }
    weak open var textInput: (UIResponder & UITextInput)? { get { fatalError() } set { } }
    open var textInteractionMode: UITextInteractionMode { fatalError() }
    open var gesturesForFailureRequirements: [UIGestureRecognizer] { fatalError() }

    // UIInteraction
    open weak var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}
