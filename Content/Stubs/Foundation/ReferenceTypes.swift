// The Objective-C classes Foundation's value types bridge to (their `ReferenceType`) that no other file
// declares: hand-written, as the stubs have no Foundation headers. Names and conformances are Apple's
// (Foundation's headers); members are not stubbed.

/// The reference type `CharacterSet` bridges to.
@_inheritsConvenienceInitializers open class NSCharacterSet: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The reference type `DateComponents` bridges to.
@_inheritsConvenienceInitializers open class NSDateComponents: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The reference type `DateInterval` bridges to.
@_inheritsConvenienceInitializers open class NSDateInterval: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The reference type `Measurement` bridges to.
@_inheritsConvenienceInitializers open class NSMeasurement: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The reference type `PersonNameComponents` bridges to.
@_inheritsConvenienceInitializers open class NSPersonNameComponents: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The reference type `URLComponents` bridges to.
@_inheritsConvenienceInitializers open class NSURLComponents: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The reference type `URLQueryItem` bridges to.
@_inheritsConvenienceInitializers open class NSURLQueryItem: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension NSURLRequest: NSCopying, NSMutableCopying {
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension NSIndexSet: NSCopying, NSMutableCopying {
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// Options of the Objective-C half that Foundation's Swift API names (`Data.WritingOptions` is Apple's typealias of
// `NSData.WritingOptions`; `String.CompareOptions` of `NSString.CompareOptions`): NS_OPTIONS from NSData.h and
// NSString.h, with the Swift names Apple's importer gives them.
extension NSData {
    /// `NSDataReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var mappedIfSafe: NSData.ReadingOptions { fatalError() }
        public static var uncached: NSData.ReadingOptions { fatalError() }
        public static var alwaysMapped: NSData.ReadingOptions { fatalError() }
    }

    /// `NSDataWritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var atomic: NSData.WritingOptions { fatalError() }
        public static var withoutOverwriting: NSData.WritingOptions { fatalError() }
        public static var noFileProtection: NSData.WritingOptions { fatalError() }
        public static var completeFileProtection: NSData.WritingOptions { fatalError() }
        public static var completeFileProtectionUnlessOpen: NSData.WritingOptions { fatalError() }
        public static var completeFileProtectionUntilFirstUserAuthentication: NSData.WritingOptions { fatalError() }
        public static var fileProtectionMask: NSData.WritingOptions { fatalError() }
    }

    /// `NSDataBase64EncodingOptions`.
    public struct Base64EncodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var lineLength64Characters: NSData.Base64EncodingOptions { fatalError() }
        public static var lineLength76Characters: NSData.Base64EncodingOptions { fatalError() }
        public static var endLineWithCarriageReturn: NSData.Base64EncodingOptions { fatalError() }
        public static var endLineWithLineFeed: NSData.Base64EncodingOptions { fatalError() }
    }

    /// `NSDataBase64DecodingOptions`.
    public struct Base64DecodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var ignoreUnknownCharacters: NSData.Base64DecodingOptions { fatalError() }
    }
}

extension NSString {
    /// `NSStringCompareOptions`.
    public struct CompareOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var caseInsensitive: NSString.CompareOptions { fatalError() }
        public static var literal: NSString.CompareOptions { fatalError() }
        public static var backwards: NSString.CompareOptions { fatalError() }
        public static var anchored: NSString.CompareOptions { fatalError() }
        public static var numeric: NSString.CompareOptions { fatalError() }
        public static var diacriticInsensitive: NSString.CompareOptions { fatalError() }
        public static var widthInsensitive: NSString.CompareOptions { fatalError() }
        public static var forcedOrdering: NSString.CompareOptions { fatalError() }
        public static var regularExpression: NSString.CompareOptions { fatalError() }
    }
}
