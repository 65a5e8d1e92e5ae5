import Foundation
import UIKit

// MARK: - Trait value types

@available(iOS 9.0, *)
@objc public enum UIForceTouchCapability: Int, @unchecked Sendable {
    case unknown = 0, unavailable = 1, available = 2
}

@available(iOS 10.0, *)
@objc public enum UIDisplayGamut: Int, @unchecked Sendable {
    case unspecified = -1, SRGB = 0, P3 = 1
}

@available(iOS 14.0, *)
@objc public enum UIUserInterfaceActiveAppearance: Int, @unchecked Sendable {
    case unspecified = -1, inactive = 0, active = 1
}

@available(iOS 17.0, *)
@objc public enum UISceneCaptureState: Int, @unchecked Sendable {
    case unspecified = -1, inactive = 0, active = 1
}

@available(iOS 18.0, *)
@objc public enum UIListEnvironment: Int, @unchecked Sendable {
    case unspecified = 0, none = 1, plain = 2, grouped = 3, insetGrouped = 4, sidebar = 5, sidebarPlain = 6
}

@available(iOS 26.0, *)
@objc public enum UIHDRHeadroomUsageLimit: Int, @unchecked Sendable {
    case unspecified = -1, active = 0, inactive = 1
}

extension UIImage {
    @available(iOS 17.0, *)
    @objc(UIImageDynamicRange)
    public enum DynamicRange: Int, @unchecked Sendable {
        case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2
    }
}

extension UISplitViewController {
    @available(iOS 26.0, *)
    @objc(UISplitViewControllerLayoutEnvironment)
    public enum LayoutEnvironment: Int, @unchecked Sendable {
        case none = 0, expanded = 1, collapsed = 2
    }
}

// MARK: - UITraitCollection

extension UITraitCollection {
    @available(iOS 9.0, *)
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { fatalError() }
    @available(iOS 9.0, *)
    @objc open var forceTouchCapability: UIForceTouchCapability { fatalError() }
    @available(iOS 10.0, *)
    public convenience init(displayGamut: UIDisplayGamut) { fatalError() }
    @available(iOS 10.0, *)
    @objc open var displayGamut: UIDisplayGamut { fatalError() }
    @available(iOS 10.0, *)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { fatalError() }
    @available(iOS 13.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { fatalError() }
    @available(iOS 13.0, *)
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { fatalError() }
    @available(iOS 13.0, *)
    public convenience init(legibilityWeight: UILegibilityWeight) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) { fatalError() }
    @available(iOS 14.0, *)
    @objc open var activeAppearance: UIUserInterfaceActiveAppearance { fatalError() }
    @available(iOS 17.0, *)
    public convenience init(imageDynamicRange: UIImage.DynamicRange) { fatalError() }
    @available(iOS 17.0, *)
    @objc open var imageDynamicRange: UIImage.DynamicRange { fatalError() }
    @available(iOS 17.0, *)
    public convenience init(sceneCaptureState: UISceneCaptureState) { fatalError() }
    @available(iOS 17.0, *)
    @objc open var sceneCaptureState: UISceneCaptureState { fatalError() }
    @available(iOS 18.0, *)
    public convenience init(listEnvironment: UIListEnvironment) { fatalError() }
    @available(iOS 18.0, *)
    @objc open var listEnvironment: UIListEnvironment { fatalError() }
    @available(iOS 26.0, *)
    public convenience init(hdrHeadroomUsageLimit: UIHDRHeadroomUsageLimit) { fatalError() }
    @available(iOS 26.0, *)
    @objc open var hdrHeadroomUsageLimit: UIHDRHeadroomUsageLimit { fatalError() }
    @available(iOS 26.0, *)
    @objc open var splitViewControllerLayoutEnvironment: UISplitViewController.LayoutEnvironment { fatalError() }
}

// MARK: - Geometry

/// A range of floating-point values.
@available(iOS 9.0, *)
public struct UIFloatRange: @unchecked Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat
    public init() { fatalError() }
    public init(minimum: CGFloat, maximum: CGFloat) { fatalError() }
    public static let zero: UIFloatRange = { fatalError() }()
    public static let infinite: UIFloatRange = { fatalError() }()
    public var isInfinite: Bool { fatalError() }
}

/// The corner curve of a shape.
@available(iOS 17.0, *)
@objc public enum UICornerCurve: Int, @unchecked Sendable {
    case automatic = 0, circular = 1, continuous = 2
}
