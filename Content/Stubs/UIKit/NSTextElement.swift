import Foundation

/// Abstract base class for the units of text layout, such as paragraphs (NSTextElement.h).
@available(iOS 15.0, *)
open class NSTextElement: NSObject {
    public init(textContentManager: NSTextContentManager?) { fatalError() }

    weak open var textContentManager: NSTextContentManager? { get { fatalError() } set { } }
    open var elementRange: NSTextRange? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var childElements: [NSTextElement] { fatalError() }
    @available(iOS 16.0, *)
    weak open var parentElement: NSTextElement? { fatalError() }
    @available(iOS 16.0, *)
    open var isRepresentedElement: Bool { fatalError() }
}

/// A paragraph backed by an attributed string (NSTextElement.h).
@available(iOS 15.0, *)
open class NSTextParagraph: NSTextElement {
    public init(attributedString: NSAttributedString?) { fatalError() }

    open var attributedString: NSAttributedString { fatalError() }
    open var paragraphContentRange: NSTextRange? { fatalError() }
    open var paragraphSeparatorRange: NSTextRange? { fatalError() }
}

/// A node of a text list (NSTextListElement.h).
@available(iOS 16.0, *)
open class NSTextListElement: NSTextParagraph {
    public init(parent: NSTextListElement?, textList: NSTextList, contents: NSAttributedString?, markerAttributes: [NSAttributedString.Key: Any]? = nil, children: [NSTextListElement]?) { fatalError() }
    @available(*, unavailable)
    public override init(attributedString: NSAttributedString?) { fatalError() }
    public convenience init(contents: NSAttributedString, markerAttributes: [NSAttributedString.Key: Any]? = nil, textList: NSTextList, children: [NSTextListElement]?) { fatalError() }
    public convenience init?(children: [NSTextListElement], textList: NSTextList, nestingLevel: Int) { fatalError() }

    open var textList: NSTextList { fatalError() }
    open var contents: NSAttributedString? { fatalError() }
    open var markerAttributes: [NSAttributedString.Key: Any]? { fatalError() }
    open override var attributedString: NSAttributedString { fatalError() }
}
