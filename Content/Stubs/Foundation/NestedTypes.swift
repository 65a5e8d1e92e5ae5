import Foundation

// Options, enums and string constants of Foundation's Objective-C headers that the overlay names through
// typealiases (`Data.SearchOptions = NSData.SearchOptions`, …) or property types.

extension NSData {
    /// `NSDataSearchOptions`.
    public struct SearchOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var backwards: NSData.SearchOptions { fatalError() }
        public static var anchored: NSData.SearchOptions { fatalError() }
    }
}

extension NSString {
    /// `NSStringEncodingConversionOptions`.
    public struct EncodingConversionOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var allowLossy: NSString.EncodingConversionOptions { fatalError() }
        public static var externalRepresentation: NSString.EncodingConversionOptions { fatalError() }
    }
    /// `NSStringEnumerationOptions`.
    public struct EnumerationOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var byLines: NSString.EnumerationOptions { fatalError() }
        public static var byParagraphs: NSString.EnumerationOptions { fatalError() }
        public static var byComposedCharacterSequences: NSString.EnumerationOptions { fatalError() }
        public static var byWords: NSString.EnumerationOptions { fatalError() }
        public static var bySentences: NSString.EnumerationOptions { fatalError() }
        public static var reverse: NSString.EnumerationOptions { fatalError() }
        public static var substringNotRequired: NSString.EnumerationOptions { fatalError() }
        public static var localized: NSString.EnumerationOptions { fatalError() }
    }
}

/// `unichar` (NSString.h).
public typealias unichar = UInt16

/// `NSStringTransform` (NSString.h).
public struct StringTransform: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let toLatin: StringTransform = { fatalError() }()
    public static let latinToKatakana: StringTransform = { fatalError() }()
    public static let latinToHiragana: StringTransform = { fatalError() }()
    public static let latinToHangul: StringTransform = { fatalError() }()
    public static let latinToArabic: StringTransform = { fatalError() }()
    public static let latinToHebrew: StringTransform = { fatalError() }()
    public static let latinToThai: StringTransform = { fatalError() }()
    public static let latinToCyrillic: StringTransform = { fatalError() }()
    public static let latinToGreek: StringTransform = { fatalError() }()
    public static let toXMLHex: StringTransform = { fatalError() }()
    public static let toUnicodeName: StringTransform = { fatalError() }()
    public static let fullwidthToHalfwidth: StringTransform = { fatalError() }()
    public static let hiraganaToKatakana: StringTransform = { fatalError() }()
    public static let mandarinToLatin: StringTransform = { fatalError() }()
    public static let stripCombiningMarks: StringTransform = { fatalError() }()
    public static let stripDiacritics: StringTransform = { fatalError() }()
}

extension NSTimeZone {
    /// `NSTimeZoneNameStyle`.
    @objc(NSTimeZoneNameStyle)
    public enum NameStyle: Int, @unchecked Sendable {
        case standard = 0
        case shortStandard = 1
        case daylightSaving = 2
        case shortDaylightSaving = 3
        case generic = 4
        case shortGeneric = 5
    }
}

extension NSLocale {
    /// `NSLocaleLanguageDirection`.
    @objc(NSLocaleLanguageDirection)
    public enum LanguageDirection: UInt, @unchecked Sendable {
        case unknown = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }
}

extension NSURL {
    /// `NSURLBookmarkCreationOptions` (the options available on iOS).
    public struct BookmarkCreationOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var minimalBookmark: NSURL.BookmarkCreationOptions { fatalError() }
        public static var suitableForBookmarkFile: NSURL.BookmarkCreationOptions { fatalError() }
    }
    /// `NSURLBookmarkResolutionOptions` (the options available on iOS).
    public struct BookmarkResolutionOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var withoutUI: NSURL.BookmarkResolutionOptions { fatalError() }
        public static var withoutMounting: NSURL.BookmarkResolutionOptions { fatalError() }
    }
}

extension NSURLRequest {
    /// `NSURLRequestNetworkServiceType`.
    @objc(NSURLRequestNetworkServiceType)
    public enum NetworkServiceType: UInt, @unchecked Sendable {
        case `default` = 0
        @available(iOS, introduced: 4.0, deprecated: 13.0)
        case voip = 1
        case video = 2
        case background = 3
        case voice = 4
        case responsiveData = 6
        case avStreaming = 8
        case responsiveAV = 9
        case callSignaling = 11
    }
    /// `NSURLRequestAttribution`.
    @available(iOS 15.0, *)
    @objc(NSURLRequestAttribution)
    public enum Attribution: UInt, @unchecked Sendable {
        case developer = 0
        case user = 1
    }
}

/// `NSKeyValueSetMutationKind` (NSKeyValueObserving.h).
@objc public enum NSKeyValueSetMutationKind: UInt, @unchecked Sendable {
    case union = 1
    case minus = 2
    case intersect = 3
    case set = 4
}

extension FileManager {
    /// `NSFileManagerItemReplacementOptions`.
    public struct ItemReplacementOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var usingNewMetadataOnly: FileManager.ItemReplacementOptions { fatalError() }
        public static var withoutDeletingBackupItem: FileManager.ItemReplacementOptions { fatalError() }
    }

    /// An enumerator of the contents of a directory (`NSDirectoryEnumerator`).
    @objc(NSDirectoryEnumerator) @_inheritsConvenienceInitializers
    open class DirectoryEnumerator: NSEnumerator {
    public override init() { fatalError() }
        open var fileAttributes: [FileAttributeKey: Any]? { fatalError() }
        open var directoryAttributes: [FileAttributeKey: Any]? { fatalError() }
        open func skipDescendents() { fatalError() }
        open var level: Int { fatalError() }
        open func skipDescendants() { fatalError() }
    }
}

/// `NSURLFileResourceType` (NSURL.h).
public struct URLFileResourceType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let namedPipe: URLFileResourceType = { fatalError() }()
    public static let characterSpecial: URLFileResourceType = { fatalError() }()
    public static let directory: URLFileResourceType = { fatalError() }()
    public static let blockSpecial: URLFileResourceType = { fatalError() }()
    public static let regular: URLFileResourceType = { fatalError() }()
    public static let symbolicLink: URLFileResourceType = { fatalError() }()
    public static let socket: URLFileResourceType = { fatalError() }()
    public static let unknown: URLFileResourceType = { fatalError() }()
}

/// `NSURLFileProtectionType` (NSURL.h).
public struct URLFileProtection: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let none: URLFileProtection = { fatalError() }()
    public static let complete: URLFileProtection = { fatalError() }()
    public static let completeUnlessOpen: URLFileProtection = { fatalError() }()
    public static let completeUntilFirstUserAuthentication: URLFileProtection = { fatalError() }()
}

/// `NSURLUbiquitousItemDownloadingStatus` (NSURL.h).
public struct URLUbiquitousItemDownloadingStatus: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let notDownloaded: URLUbiquitousItemDownloadingStatus = { fatalError() }()
    public static let downloaded: URLUbiquitousItemDownloadingStatus = { fatalError() }()
    public static let current: URLUbiquitousItemDownloadingStatus = { fatalError() }()
}

/// `NSURLUbiquitousSharedItemRole` (NSURL.h).
public struct URLUbiquitousSharedItemRole: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let owner: URLUbiquitousSharedItemRole = { fatalError() }()
    public static let participant: URLUbiquitousSharedItemRole = { fatalError() }()
}

/// `NSURLUbiquitousSharedItemPermissions` (NSURL.h).
public struct URLUbiquitousSharedItemPermissions: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let readOnly: URLUbiquitousSharedItemPermissions = { fatalError() }()
    public static let readWrite: URLUbiquitousSharedItemPermissions = { fatalError() }()
}
