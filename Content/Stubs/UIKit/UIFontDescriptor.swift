import Foundation
import UIKit
import CoreGraphics

extension UIFontDescriptor {
    public convenience init(name fontName: String, size: CGFloat) { fatalError() }
    public convenience init(name fontName: String, matrix: CGAffineTransform) { fatalError() }
    public convenience init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) { fatalError() }
    open var postscriptName: String { fatalError() }
    open var matrix: CGAffineTransform { fatalError() }
    open var fontAttributes: [UIFontDescriptor.AttributeName: Any] { fatalError() }
    @nonobjc open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { fatalError() }
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor] { fatalError() }
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor { fatalError() }
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { fatalError() }
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { fatalError() }
    open func withFace(_ newFace: String) -> UIFontDescriptor { fatalError() }
    open func withFamily(_ newFamily: String) -> UIFontDescriptor { fatalError() }
    @available(iOS 10.0, *)
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor { fatalError() }

    public typealias Class = UInt32

    /// Attribute keys of a font descriptor.
    public struct AttributeName: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let family: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let name: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let face: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let size: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let visibleName: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let matrix: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let characterSet: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let cascadeList: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let traits: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let fixedAdvance: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let featureSettings: UIFontDescriptor.AttributeName = { fatalError() }()
        public static let textStyle: UIFontDescriptor.AttributeName = { fatalError() }()
    }

    /// Keys of a font descriptor's traits dictionary.
    public struct TraitKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let symbolic: UIFontDescriptor.TraitKey = { fatalError() }()
        public static let weight: UIFontDescriptor.TraitKey = { fatalError() }()
        public static let width: UIFontDescriptor.TraitKey = { fatalError() }()
        public static let slant: UIFontDescriptor.TraitKey = { fatalError() }()
    }

    /// Keys of a font feature settings dictionary.
    public struct FeatureKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        @available(iOS 15.0, *)
        public static let type: UIFontDescriptor.FeatureKey = { fatalError() }()
        @available(iOS 15.0, *)
        public static let selector: UIFontDescriptor.FeatureKey = { fatalError() }()
        @available(iOS, introduced: 7.0, deprecated: 15.0, renamed: "UIFontDescriptor.FeatureKey.type")
        public static let featureIdentifier: UIFontDescriptor.FeatureKey = { fatalError() }()
        @available(iOS, introduced: 7.0, deprecated: 15.0, renamed: "UIFontDescriptor.FeatureKey.selector")
        public static let typeIdentifier: UIFontDescriptor.FeatureKey = { fatalError() }()
    }
}

extension UIFontDescriptor.SymbolicTraits {
    public static var traitExpanded: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var traitVertical: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var traitUIOptimized: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var traitTightLeading: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var traitLooseLeading: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classMask: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classOldStyleSerifs: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classTransitionalSerifs: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classModernSerifs: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classClarendonSerifs: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classSlabSerifs: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classFreeformSerifs: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classSansSerif: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classOrnamentals: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classScripts: UIFontDescriptor.SymbolicTraits { fatalError() }
    public static var classSymbolic: UIFontDescriptor.SymbolicTraits { fatalError() }
}

extension UIFontMetrics {
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError() }
}
