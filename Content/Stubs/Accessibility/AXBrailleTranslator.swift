import Foundation

/// A braille translation table.
@available(iOS 26.0, *)
open class AXBrailleTable: NSObject, NSCopying, NSCoding {
    public init?(identifier: String) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var identifier: String { fatalError() }
    open var localizedName: String { fatalError() }
    open var providerIdentifier: String { fatalError() }
    open var localizedProviderName: String { fatalError() }
    open var locales: Set<Locale> { fatalError() }
    open var isEightDot: Bool { fatalError() }
    open class func supportedLocales() -> Set<Locale> { fatalError() }
    open class func defaultTable(for locale: Locale) -> AXBrailleTable? { fatalError() }
    open class func tables(for locale: Locale) -> Set<AXBrailleTable> { fatalError() }
    open class func languageAgnosticTables() -> Set<AXBrailleTable> { fatalError() }
}

/// The output of a braille translation.
@available(iOS 26.0, *)
open class AXBrailleTranslationResult: NSObject, NSCopying, NSCoding {
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var resultString: String { fatalError() }
}

/// Translates between print text and braille with a table.
@available(iOS 26.0, *)
open class AXBrailleTranslator: NSObject {
    public init(brailleTable: AXBrailleTable) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open func translatePrintText(_ printText: String) -> AXBrailleTranslationResult { fatalError() }
    open func backTranslateBraille(_ braille: String) -> AXBrailleTranslationResult { fatalError() }
}
