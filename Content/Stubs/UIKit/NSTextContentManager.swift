import Foundation

/// Interface for custom document content types (NSTextContentManager.h).
@available(iOS 15.0, *)
// Not `@objc` (its methods take Swift option sets); `@optional` methods have default implementations.
public protocol NSTextElementProvider: NSObjectProtocol {
    var documentRange: NSTextRange { get }
    @discardableResult
    func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: NSTextContentManager.EnumerationOptions, using block: (NSTextElement) -> Bool) -> (any NSTextLocation)?
    func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?)
    func synchronizeToBackingStore(_ completionHandler: (@Sendable ((any Error)?) -> Void)?)
    func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
    func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int
    func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange?
}

@available(iOS 15.0, *)
extension NSTextElementProvider {
    public func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? { fatalError() }
    public func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int { fatalError() }
    public func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? { fatalError() }
}

/// Abstract manager of a document's text content (NSTextContentManager.h).
@available(iOS 15.0, *)
open class NSTextContentManager: NSObject, NSTextElementProvider, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    weak open var delegate: (any NSTextContentManagerDelegate)? { get { fatalError() } set { } }
    open var textLayoutManagers: [NSTextLayoutManager] { fatalError() }
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) { fatalError() }
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) { fatalError() }
    open var primaryTextLayoutManager: NSTextLayoutManager? { get { fatalError() } set { } }
    open func synchronizeTextLayoutManagers(_ completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func synchronizeTextLayoutManagers() async throws { fatalError() }
    @discardableResult
    open func textElements(for range: NSTextRange) -> [NSTextElement] { fatalError() }
    open var hasEditingTransaction: Bool { fatalError() }
    open func performEditingTransaction(_ transaction: () -> Void) { fatalError() }
    open func recordEditAction(in originalTextRange: NSTextRange, newTextRange: NSTextRange) { fatalError() }
    open var automaticallySynchronizesTextLayoutManagers: Bool { get { fatalError() } set { } }
    open var automaticallySynchronizesToBackingStore: Bool { get { fatalError() } set { } }

    // NSTextElementProvider
    open var documentRange: NSTextRange { fatalError() }
    @discardableResult
    open func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: NSTextContentManager.EnumerationOptions = [], using block: (NSTextElement) -> Bool) -> (any NSTextLocation)? { fatalError() }
    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) { fatalError() }
    open func synchronizeToBackingStore(_ completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func synchronizeToBackingStore() async throws { fatalError() }

    /// `NSTextContentManagerEnumerationOptions`.
    public struct EnumerationOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var reverse: NSTextContentManager.EnumerationOptions { fatalError() }
    }
}

/// Delegate of a text content manager (NSTextContentManager.h).
@available(iOS 15.0, *)
// Not `@objc` (its methods take Swift option sets); `@optional` methods have default implementations.
public protocol NSTextContentManagerDelegate: NSObjectProtocol {
    func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement?
    func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement, options: NSTextContentManager.EnumerationOptions) -> Bool
}

@available(iOS 15.0, *)
extension NSTextContentManagerDelegate {
    public func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement? { fatalError() }
    public func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement, options: NSTextContentManager.EnumerationOptions) -> Bool { fatalError() }
}

/// Delegate of a text content storage (NSTextContentManager.h).
@available(iOS 15.0, *)
// Not `@objc` (its methods take Swift option sets); `@optional` methods have default implementations.
public protocol NSTextContentStorageDelegate: NSTextContentManagerDelegate {
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph?
}

@available(iOS 15.0, *)
extension NSTextContentStorageDelegate {
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? { fatalError() }
}

/// Concrete content manager backed by an attributed string (NSTextContentManager.h).
@available(iOS 15.0, *)
open class NSTextContentStorage: NSTextContentManager, NSTextStorageObserving {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    @available(iOS 26.0, *)
    open var includesTextListMarkers: Bool { get { fatalError() } set { } }
    open var attributedString: NSAttributedString? { get { fatalError() } set { } }
    @discardableResult
    open func attributedString(for textElement: NSTextElement) -> NSAttributedString? { fatalError() }
    @discardableResult
    open func textElement(for attributedString: NSAttributedString) -> NSTextElement? { fatalError() }
    @discardableResult
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? { fatalError() }
    @discardableResult
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int { fatalError() }
    @discardableResult
    open func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? { fatalError() }

    // NSTextStorageObserving
    open var textStorage: NSTextStorage? { get { fatalError() } set { } }
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) { fatalError() }
    open func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void) { fatalError() }
}

extension NSNotification.Name {
    @available(iOS 15.0, *)
    public static var unsupportedAttributeAddedNotification: NSNotification.Name { fatalError() }
}
