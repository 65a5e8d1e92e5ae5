import Foundation
import UIKit
import CoreGraphics

/// Views whose fonts follow the content size category.
@available(iOS 10.0, *)
@preconcurrency @MainActor
@objc public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}

// MARK: - UITextView

extension UITextView: UIContentSizeCategoryAdjusting {}

extension UITextView {
    open var selectedRange: NSRange { get { fatalError() } set { } }
    open var dataDetectorTypes: UIDataDetectorTypes { get { fatalError() } set { } }
    open var allowsEditingTextAttributes: Bool { get { fatalError() } set { } }
    open var typingAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { } }
    open func scrollRangeToVisible(_ range: NSRange) { fatalError() }
    open var clearsOnInsertion: Bool { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    public convenience init(usingTextLayoutManager: Bool) { fatalError() }
    open var linkTextAttributes: [NSAttributedString.Key: Any]! { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var usesStandardTextScaling: Bool { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var findInteraction: UIFindInteraction? { fatalError() }
    @available(iOS 16.0, *)
    open var isFindInteractionEnabled: Bool { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var borderStyle: UITextView.BorderStyle { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var textHighlightAttributes: [NSAttributedString.Key: Any]! { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var isWritingToolsActive: Bool { fatalError() }
    @available(iOS 15.0, *)
    @nonobjc open var interactionState: Any { get { fatalError() } set { } }

    /// The border style of a text view.
    @available(iOS 17.0, *)
    @objc(UITextViewBorderStyle)
    public enum BorderStyle: Int, @unchecked Sendable {
        case none = 0
    }

    nonisolated public class var textDidBeginEditingNotification: NSNotification.Name { fatalError() }
    nonisolated public class var textDidChangeNotification: NSNotification.Name { fatalError() }
    nonisolated public class var textDidEndEditingNotification: NSNotification.Name { fatalError() }
}

@available(iOS 17.0, *)
extension UITextView: UILetterformAwareAdjusting {
    open var sizingRule: UILetterformAwareSizingRule { get { fatalError() } set { } }
}

@available(iOS 16.0, *)
extension UITextView: UIFindInteractionDelegate {
    open func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? { fatalError() }
}

extension UITextView: UITextInput {
    // UITextInputTraits
    open var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set { } }
    open var autocorrectionType: UITextAutocorrectionType { get { fatalError() } set { } }
    open var spellCheckingType: UITextSpellCheckingType { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var smartQuotesType: UITextSmartQuotesType { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var smartDashesType: UITextSmartDashesType { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var inlinePredictionType: UITextInlinePredictionType { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var mathExpressionCompletionType: UITextMathExpressionCompletionType { get { fatalError() } set { } }
    open var keyboardType: UIKeyboardType { get { fatalError() } set { } }
    open var keyboardAppearance: UIKeyboardAppearance { get { fatalError() } set { } }
    open var returnKeyType: UIReturnKeyType { get { fatalError() } set { } }
    open var enablesReturnKeyAutomatically: Bool { get { fatalError() } set { } }
    open var isSecureTextEntry: Bool { get { fatalError() } set { } }
    open var textContentType: UITextContentType! { get { fatalError() } set { } }
    @available(iOS 12.0, *)
    open var passwordRules: UITextInputPasswordRules? { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var writingToolsBehavior: UIWritingToolsBehavior { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions { get { fatalError() } set { } }

    // UIKeyInput
    open var hasText: Bool { fatalError() }
    open func insertText(_ text: String) { fatalError() }
    open func deleteBackward() { fatalError() }

    // UITextInput
    open func text(in range: UITextRange) -> String? { fatalError() }
    open func replace(_ range: UITextRange, withText text: String) { fatalError() }
    open var selectedTextRange: UITextRange? { get { fatalError() } set { } }
    open var markedTextRange: UITextRange? { fatalError() }
    open var markedTextStyle: [NSAttributedString.Key: Any]? { get { fatalError() } set { } }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { fatalError() }
    open func unmarkText() { fatalError() }
    open var beginningOfDocument: UITextPosition { fatalError() }
    open var endOfDocument: UITextPosition { fatalError() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { fatalError() }
    @nonobjc open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { fatalError() }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
    weak open var inputDelegate: (any UITextInputDelegate)? { get { fatalError() } set { } }
    open var tokenizer: any UITextInputTokenizer { fatalError() }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { fatalError() }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { fatalError() }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { fatalError() }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) { fatalError() }
    open func firstRect(for range: UITextRange) -> CGRect { fatalError() }
    open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { fatalError() }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { fatalError() }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { fatalError() }
    open func characterRange(at point: CGPoint) -> UITextRange? { fatalError() }
}

// MARK: - UITextField

extension UITextField: UIContentSizeCategoryAdjusting {}

extension UITextField {
    open var defaultTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { } }
    open var disabledBackground: UIImage? { get { fatalError() } set { } }
    open var allowsEditingTextAttributes: Bool { get { fatalError() } set { } }
    open var typingAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set { } }
    open func borderRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This method is no longer called.")
    open func drawText(in rect: CGRect) { fatalError() }
    open func drawPlaceholder(in rect: CGRect) { fatalError() }
    open var clearsOnInsertion: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    @nonobjc open var interactionState: Any { get { fatalError() } set { } }
    @available(iOS 10.0, *)
    nonisolated public class var didEndEditingReasonUserInfoKey: String { fatalError() }
}

@available(iOS 17.0, *)
extension UITextField: UILetterformAwareAdjusting {
    open var sizingRule: UILetterformAwareSizingRule { get { fatalError() } set { } }
}

extension UITextField: UITextInput {
    // UITextInputTraits not declared with the class
    @available(iOS 11.0, *)
    open var smartQuotesType: UITextSmartQuotesType { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var smartDashesType: UITextSmartDashesType { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var inlinePredictionType: UITextInlinePredictionType { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var mathExpressionCompletionType: UITextMathExpressionCompletionType { get { fatalError() } set { } }
    @available(iOS 12.0, *)
    open var passwordRules: UITextInputPasswordRules? { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var writingToolsBehavior: UIWritingToolsBehavior { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions { get { fatalError() } set { } }

    // UIKeyInput
    open var hasText: Bool { fatalError() }
    open func insertText(_ text: String) { fatalError() }
    open func deleteBackward() { fatalError() }

    // UITextInput
    open func text(in range: UITextRange) -> String? { fatalError() }
    open func replace(_ range: UITextRange, withText text: String) { fatalError() }
    open var selectedTextRange: UITextRange? { get { fatalError() } set { } }
    open var markedTextRange: UITextRange? { fatalError() }
    open var markedTextStyle: [NSAttributedString.Key: Any]? { get { fatalError() } set { } }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { fatalError() }
    open func unmarkText() { fatalError() }
    open var beginningOfDocument: UITextPosition { fatalError() }
    open var endOfDocument: UITextPosition { fatalError() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { fatalError() }
    @nonobjc open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { fatalError() }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
    weak open var inputDelegate: (any UITextInputDelegate)? { get { fatalError() } set { } }
    open var tokenizer: any UITextInputTokenizer { fatalError() }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { fatalError() }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { fatalError() }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { fatalError() }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) { fatalError() }
    open func firstRect(for range: UITextRange) -> CGRect { fatalError() }
    open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { fatalError() }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { fatalError() }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { fatalError() }
    open func characterRange(at point: CGPoint) -> UITextRange? { fatalError() }
}
