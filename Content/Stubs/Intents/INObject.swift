import Foundation

/// Spoken-form information for a string.
@objc public protocol INSpeakable: NSObjectProtocol {
    var spokenPhrase: String { get }
    var pronunciationHint: String? { get }
    var vocabularyIdentifier: String? { get }
    var alternativeSpeakableMatches: [any INSpeakable]? { get }
    @available(iOS, introduced: 10.0, deprecated: 11.0, message: "Please use vocabularyIdentifier")
    @objc optional var identifier: String? { get }
}

/// A phrase that an Intents extension resolves.
open class INSpeakableString: NSObject, INSpeakable, NSCopying, NSSecureCoding {
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) { fatalError() }
    @available(iOS, introduced: 10.0, deprecated: 11.0, message: "Please use -initWithVocabularyIdentifier:spokenPhrase:pronunciationHint:")
    public convenience init(identifier: String, spokenPhrase: String, pronunciationHint: String?) { fatalError() }
    public convenience init(spokenPhrase: String) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var spokenPhrase: String { fatalError() }
    open var pronunciationHint: String? { fatalError() }
    open var vocabularyIdentifier: String? { fatalError() }
    open var alternativeSpeakableMatches: [any INSpeakable]? { fatalError() }
    @available(iOS, introduced: 10.0, deprecated: 11.0, message: "Please use vocabularyIdentifier")
    open var identifier: String? { fatalError() }
}

/// Image data used by an intent or its response.
open class INImage: NSObject, NSCopying, NSSecureCoding {
    public convenience init(named name: String) { fatalError() }
    public convenience init(imageData: Data) { fatalError() }
    public convenience init?(url URL: URL) { fatalError() }
    public convenience init?(url URL: URL, width: Double, height: Double) { fatalError() }
    @available(iOS 14.0, *)
    open class func systemImageNamed(_ systemImageName: String) -> Self { fatalError() }
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// A custom parameter or response property of an intent.
open class INObject: NSObject, NSCopying, NSSecureCoding {
    public init(identifier: String?, display displayString: String, pronunciationHint: String?) { fatalError() }
    public convenience init(identifier: String?, display displayString: String) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(identifier: String?, display displayString: String, pronunciationHint: String?, subtitle subtitleString: String?, image displayImage: INImage?) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var identifier: String? { fatalError() }
    open var displayString: String { fatalError() }
    open var pronunciationHint: String? { fatalError() }
    @available(iOS 14.0, *)
    open var subtitleString: String? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var displayImage: INImage? { get { fatalError() } set { } }
    open var alternativeSpeakableMatches: [INSpeakableString]? { get { fatalError() } set { } }
}
