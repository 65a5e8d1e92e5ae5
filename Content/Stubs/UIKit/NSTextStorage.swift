import Foundation

/// The attributed-string storage that notifies layout managers of edits (NSTextStorage.h).
open class NSTextStorage: NSMutableAttributedString {
    public init() { fatalError() }
    public override init(string str: String) { fatalError() }
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) { fatalError() }
    public override init(attributedString attrStr: NSAttributedString) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var editedMask: NSTextStorage.EditActions { fatalError() }
    open var editedRange: NSRange { fatalError() }
    open var changeInLength: Int { fatalError() }
    weak open var delegate: (any NSTextStorageDelegate)? { get { fatalError() } set { } }
    open func edited(_ editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) { fatalError() }
    open func processEditing() { fatalError() }
    open var fixesAttributesLazily: Bool { fatalError() }
    open func invalidateAttributes(in range: NSRange) { fatalError() }
    open func ensureAttributesAreFixed(in range: NSRange) { fatalError() }
    @available(iOS 15.0, *)
    weak open var textStorageObserver: (any NSTextStorageObserving)? { get { fatalError() } set { } }

    open var layoutManagers: [NSLayoutManager] { fatalError() }
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) { fatalError() }
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) { fatalError() }

    public class var willProcessEditingNotification: NSNotification.Name { fatalError() }
    public class var didProcessEditingNotification: NSNotification.Name { fatalError() }

    /// `NSTextStorageEditActions`.
    public struct EditActions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var editedAttributes: NSTextStorage.EditActions { fatalError() }
        public static var editedCharacters: NSTextStorage.EditActions { fatalError() }
    }
}

/// Delegate of a text storage (NSTextStorage.h).
// Not `@objc` (its methods take Swift option sets); `@optional` methods have default implementations.
public protocol NSTextStorageDelegate: NSObjectProtocol {
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) { fatalError() }
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) { fatalError() }
}

/// Observer of changes in a text storage (NSTextStorage.h).
@available(iOS 15.0, *)
// Not `@objc` (its methods take Swift option sets); `@optional` methods have default implementations.
public protocol NSTextStorageObserving: NSObjectProtocol {
    var textStorage: NSTextStorage? { get set }
    func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange)
    func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void)
}
