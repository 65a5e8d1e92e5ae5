@available(iOS 15, *)
extension String {
    /// Creates a localized string from a localization value (a string literal with interpolations).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) { fatalError() }

    /// Creates a localized string from a static key, with a default value.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) { fatalError() }

    @available(iOS 16, *)
    public init(localized resource: LocalizedStringResource) { fatalError() }

    /// A reference to a localizable string, written as a string literal with optional interpolations.
    public struct LocalizationValue: Equatable, Codable, Sendable, ExpressibleByStringInterpolation {
        public init(_ value: String) { fatalError() }
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { fatalError() }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
            public mutating func appendLiteral(_ literal: String) { fatalError() }
            public mutating func appendInterpolation(_ string: String) { fatalError() }
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
            public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject) { fatalError() }
            public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject) { fatalError() }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String { fatalError() }
            public mutating func appendInterpolation(_ date: Date, style: Date.FormatStyle) { fatalError() }
            public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
        }
    }
}

/// A type whose values can be used in format specifiers of localized strings.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

/// A decoupled reference type whose value type is bridged (Date ↔ NSDate…).
public protocol ReferenceConvertible: CustomDebugStringConvertible, CustomStringConvertible, Hashable, _ObjectiveCBridgeable {
    associatedtype ReferenceType: NSObject, NSCopying
}

/// A reference to a localizable string, accessible from another process.
@available(iOS 16, *)
public struct LocalizedStringResource: Equatable, Codable, Sendable, ExpressibleByStringInterpolation, CustomLocalizedStringResourceConvertible {
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { fatalError() }
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) { fatalError() }
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) { fatalError() }
    public var key: String { fatalError() }
    public var defaultValue: String.LocalizationValue { fatalError() }
    public var table: String? { fatalError() }
    public var locale: Locale { get { fatalError() } set { } }
    public var localizedStringResource: LocalizedStringResource { fatalError() }

    public enum BundleDescription: Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }
}

/// A type that can be converted to a localized string resource.
@available(iOS 16, *)
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { fatalError() }; public var _specifier: String { fatalError() } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { fatalError() }; public var _specifier: String { fatalError() } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { fatalError() }; public var _specifier: String { fatalError() } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { fatalError() }; public var _specifier: String { fatalError() } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { fatalError() }; public var _specifier: String { fatalError() } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { fatalError() }; public var _specifier: String { fatalError() } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { fatalError() }; public var _specifier: String { fatalError() } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { fatalError() }; public var _specifier: String { fatalError() } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { fatalError() }; public var _specifier: String { fatalError() } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { fatalError() }; public var _specifier: String { fatalError() } }
extension Double: _FormatSpecifiable { public var _arg: Double { fatalError() }; public var _specifier: String { fatalError() } }
extension Float: _FormatSpecifiable { public var _arg: Float { fatalError() }; public var _specifier: String { fatalError() } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { fatalError() }; public var _specifier: String { fatalError() } }
