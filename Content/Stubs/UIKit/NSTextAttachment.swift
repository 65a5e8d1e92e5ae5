import Foundation
import UIKit
import CoreGraphics

// MARK: - Attribute values (NSAttributedString.h)

/// Underline and strikethrough styles of attributed text.
public struct NSUnderlineStyle: OptionSet, @unchecked Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { fatalError() }
    public static var single: NSUnderlineStyle { fatalError() }
    public static var thick: NSUnderlineStyle { fatalError() }
    public static var double: NSUnderlineStyle { fatalError() }
    public static var patternDot: NSUnderlineStyle { fatalError() }
    public static var patternDash: NSUnderlineStyle { fatalError() }
    public static var patternDashDot: NSUnderlineStyle { fatalError() }
    public static var patternDashDotDot: NSUnderlineStyle { fatalError() }
    public static var byWord: NSUnderlineStyle { fatalError() }
}

@available(iOS 9.0, *)
@objc public enum NSWritingDirectionFormatType: Int, @unchecked Sendable {
    case embedding = 0
    case override = 2
}

@available(iOS 13.0, *)
@objc public enum NSTextScalingType: Int, @unchecked Sendable {
    case standard = 0
    case iOS = 1
}

extension NSAttributedString {
    /// Values of the text effect attribute.
    public struct TextEffectStyle: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let letterpressStyle: NSAttributedString.TextEffectStyle = { fatalError() }()
    }

    /// Values of the text highlight style attribute.
    @available(iOS 18.0, *)
    public struct TextHighlightStyle: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let `default`: NSAttributedString.TextHighlightStyle = { fatalError() }()
    }

    /// Values of the text highlight color scheme attribute.
    @available(iOS 18.0, *)
    public struct TextHighlightColorScheme: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let `default`: NSAttributedString.TextHighlightColorScheme = { fatalError() }()
        public static let purple: NSAttributedString.TextHighlightColorScheme = { fatalError() }()
        public static let pink: NSAttributedString.TextHighlightColorScheme = { fatalError() }()
        public static let orange: NSAttributedString.TextHighlightColorScheme = { fatalError() }()
        public static let mint: NSAttributedString.TextHighlightColorScheme = { fatalError() }()
        public static let blue: NSAttributedString.TextHighlightColorScheme = { fatalError() }()
    }
}

extension NSAttributedString.Key {
    public static let ligature: NSAttributedString.Key = { fatalError() }()
    @available(iOS 14.0, *)
    public static let tracking: NSAttributedString.Key = { fatalError() }()
    public static let strokeColor: NSAttributedString.Key = { fatalError() }()
    public static let strokeWidth: NSAttributedString.Key = { fatalError() }()
    public static let shadow: NSAttributedString.Key = { fatalError() }()
    public static let textEffect: NSAttributedString.Key = { fatalError() }()
    public static let attachment: NSAttributedString.Key = { fatalError() }()
    public static let underlineColor: NSAttributedString.Key = { fatalError() }()
    public static let strikethroughColor: NSAttributedString.Key = { fatalError() }()
    public static let obliqueness: NSAttributedString.Key = { fatalError() }()
    public static let expansion: NSAttributedString.Key = { fatalError() }()
    public static let writingDirection: NSAttributedString.Key = { fatalError() }()
    public static let verticalGlyphForm: NSAttributedString.Key = { fatalError() }()
    @available(iOS 18.0, *)
    public static let textHighlightStyle: NSAttributedString.Key = { fatalError() }()
    @available(iOS 18.0, *)
    public static let textHighlightColorScheme: NSAttributedString.Key = { fatalError() }()
    @available(iOS 18.0, *)
    public static let adaptiveImageGlyph: NSAttributedString.Key = { fatalError() }()
}

// MARK: - NSShadow (NSShadow.h)

/// The drop shadow of drawn text.
open class NSShadow: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var shadowOffset: CGSize { get { fatalError() } set { } }
    open var shadowBlurRadius: CGFloat { get { fatalError() } set { } }
    open var shadowColor: Any? { get { fatalError() } set { } }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - NSTextAttachment (NSTextAttachment.h)

/// An attachment (such as an image) in attributed text.
open class NSTextAttachment: NSObject, NSSecureCoding {
    public init(data contentData: Data?, ofType uti: String?) { fatalError() }
    public convenience override init() { fatalError() }
    @available(iOS 13.0, *)
    public convenience init(image: UIImage) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contents: Data? { get { fatalError() } set { } }
    open var fileType: String? { get { fatalError() } set { } }
    open var image: UIImage? { get { fatalError() } set { } }
    open var bounds: CGRect { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var lineLayoutPadding: CGFloat { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? { fatalError() }
    @available(iOS 15.0, *)
    open class func registerViewProviderClass(_ textAttachmentViewProviderClass: AnyClass, forFileType fileType: String) { fatalError() }
    @available(iOS 15.0, *)
    open var allowsTextAttachmentView: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var usesTextAttachmentView: Bool { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
}

extension NSAttributedString {
    public convenience init(attachment: NSTextAttachment) { fatalError() }
}
