import Foundation
import UIKit
import CoreGraphics

/// The namespace of UIKit's accessibility functions and constants (a C struct in the SDK).
public struct UIAccessibility {
    public init() { fatalError() }
    /// Notifications an app posts to assistive technologies.
    public struct Notification: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(_ rawValue: UInt32) { fatalError() }
        public init(rawValue: UInt32) { fatalError() }
        public var rawValue: UInt32 { fatalError() }
        public static let screenChanged: UIAccessibility.Notification = { fatalError() }()
        public static let layoutChanged: UIAccessibility.Notification = { fatalError() }()
        public static let announcement: UIAccessibility.Notification = { fatalError() }()
        public static let pageScrolled: UIAccessibility.Notification = { fatalError() }()
        public static let pauseAssistiveTechnology: UIAccessibility.Notification = { fatalError() }()
        public static let resumeAssistiveTechnology: UIAccessibility.Notification = { fatalError() }()
    }

    /// Identifiers of assistive technologies.
    public struct AssistiveTechnologyIdentifier: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let notificationSwitchControlIdentifier: UIAccessibility.AssistiveTechnologyIdentifier = { fatalError() }()
        public static let notificationVoiceOverIdentifier: UIAccessibility.AssistiveTechnologyIdentifier = { fatalError() }()
    }

    /// Which ears a paired hearing device serves.
    public struct HearingDeviceEar: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var left: UIAccessibility.HearingDeviceEar { fatalError() }
        public static var right: UIAccessibility.HearingDeviceEar { fatalError() }
        public static var both: UIAccessibility.HearingDeviceEar { fatalError() }
    }

    /// How VoiceOver treats a direct touch area.
    @available(iOS 17.0, *)
    public struct DirectTouchOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var silentOnTouch: UIAccessibility.DirectTouchOptions { fatalError() }
        public static var requiresActivation: UIAccessibility.DirectTouchOptions { fatalError() }
    }

    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { fatalError() }
    @MainActor public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath { fatalError() }
    @available(iOS 9.0, *)
    @MainActor public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? { fatalError() }
    @MainActor public static func requestGuidedAccessSession(enabled enable: Bool, completionHandler: @escaping (Bool) -> Void) { fatalError() }

    @MainActor public static var isVoiceOverRunning: Bool { fatalError() }
    @MainActor public static var isMonoAudioEnabled: Bool { fatalError() }
    @MainActor public static var isClosedCaptioningEnabled: Bool { fatalError() }
    @MainActor public static var isInvertColorsEnabled: Bool { fatalError() }
    @MainActor public static var isGuidedAccessEnabled: Bool { fatalError() }
    @MainActor public static var isBoldTextEnabled: Bool { fatalError() }
    @available(iOS 14.0, *)
    @MainActor public static var buttonShapesEnabled: Bool { fatalError() }
    @MainActor public static var isGrayscaleEnabled: Bool { fatalError() }
    @MainActor public static var isReduceTransparencyEnabled: Bool { fatalError() }
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    @available(iOS 14.0, *)
    @MainActor public static var prefersCrossFadeTransitions: Bool { fatalError() }
    @MainActor public static var isVideoAutoplayEnabled: Bool { fatalError() }
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { fatalError() }
    @MainActor public static var isSwitchControlRunning: Bool { fatalError() }
    @MainActor public static var isSpeakSelectionEnabled: Bool { fatalError() }
    @MainActor public static var isSpeakScreenEnabled: Bool { fatalError() }
    @MainActor public static var isShakeToUndoEnabled: Bool { fatalError() }
    @available(iOS 10.0, *)
    @MainActor public static var isAssistiveTouchRunning: Bool { fatalError() }
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { fatalError() }
    @MainActor public static var isOnOffSwitchLabelsEnabled: Bool { fatalError() }
    @available(iOS 10.0, *)
    @MainActor public static var hearingDevicePairedEar: UIAccessibility.HearingDeviceEar { fatalError() }

    nonisolated public static let voiceOverStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let monoAudioStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let closedCaptioningStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let invertColorsStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let guidedAccessStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let boldTextStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 14.0, *)
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let grayscaleStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let reduceTransparencyStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let reduceMotionStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 14.0, *)
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange: NSNotification.Name = { fatalError() }()
    nonisolated public static let videoAutoplayStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let switchControlStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let speakSelectionStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let speakScreenStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let shakeToUndoDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 10.0, *)
    nonisolated public static let assistiveTouchStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let differentiateWithoutColorDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let onOffSwitchLabelsDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 10.0, *)
    nonisolated public static let hearingDevicePairedEarDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let announcementDidFinishNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let elementFocusedNotification: NSNotification.Name = { fatalError() }()

    nonisolated public static let announcementStringValueUserInfoKey: String = { fatalError() }()
    nonisolated public static let announcementWasSuccessfulUserInfoKey: String = { fatalError() }()
    nonisolated public static let focusedElementUserInfoKey: String = { fatalError() }()
    nonisolated public static let unfocusedElementUserInfoKey: String = { fatalError() }()
    nonisolated public static let assistiveTechnologyUserInfoKey: String = { fatalError() }()
}

extension UIAccessibilityTraits {
    public static var searchField: UIAccessibilityTraits { fatalError() }
    public static var playsSound: UIAccessibilityTraits { fatalError() }
    public static var keyboardKey: UIAccessibilityTraits { fatalError() }
    public static var summaryElement: UIAccessibilityTraits { fatalError() }
    public static var startsMediaSession: UIAccessibilityTraits { fatalError() }
    public static var allowsDirectInteraction: UIAccessibilityTraits { fatalError() }
    public static var causesPageTurn: UIAccessibilityTraits { fatalError() }
    @available(iOS 10.0, *)
    public static var tabBar: UIAccessibilityTraits { fatalError() }
    @available(iOS 17.0, *)
    public static var toggleButton: UIAccessibilityTraits { fatalError() }
    @available(iOS 17.0, *)
    public static var supportsZoom: UIAccessibilityTraits { fatalError() }
}

@objc public enum UIAccessibilityNavigationStyle: Int, @unchecked Sendable {
    case automatic = 0, separate = 1, combined = 2
}

@available(iOS 11.0, *)
@objc public enum UIAccessibilityContainerType: Int, @unchecked Sendable {
    case none = 0, dataTable = 1, list = 2, landmark = 3
    @available(iOS 13.0, *) case semanticGroup = 4
}

@objc public enum UIAccessibilityScrollDirection: Int, @unchecked Sendable {
    case right = 1, left = 2, up = 3, down = 4, next = 5, previous = 6
}

/// The kind of text an element shows, for assistive technologies.
@available(iOS 13.0, *)
public struct UIAccessibilityTextualContext: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let wordProcessing: UIAccessibilityTextualContext = { fatalError() }()
    public static let narrative: UIAccessibilityTextualContext = { fatalError() }()
    public static let messaging: UIAccessibilityTextualContext = { fatalError() }()
    public static let spreadsheet: UIAccessibilityTextualContext = { fatalError() }()
    public static let fileSystem: UIAccessibilityTextualContext = { fatalError() }()
    public static let sourceCode: UIAccessibilityTextualContext = { fatalError() }()
    public static let console: UIAccessibilityTextualContext = { fatalError() }()
}

/// The priority of an announcement.
@available(iOS 17.0, *)
public struct UIAccessibilityPriority: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let high: UIAccessibilityPriority = { fatalError() }()
    public static let `default`: UIAccessibilityPriority = { fatalError() }()
    public static let low: UIAccessibilityPriority = { fatalError() }()
}

/// A text that an assistive technology reads page by page.
@preconcurrency @MainActor
@objc public protocol UIAccessibilityReadingContent {
    func accessibilityLineNumber(for point: CGPoint) -> Int
    func accessibilityContent(forLineNumber lineNumber: Int) -> String?
    func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect
    func accessibilityPageContent() -> String?
    @available(iOS 11.0, *)
    @objc optional func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString?
    @available(iOS 11.0, *)
    @objc optional func accessibilityAttributedPageContent() -> NSAttributedString?
}

extension NSObject {
    @available(iOS 11.0, *)
    @MainActor @objc open var accessibilityAttributedLabel: NSAttributedString? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    @MainActor @objc open var accessibilityAttributedHint: NSAttributedString? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    @MainActor @objc open var accessibilityAttributedValue: NSAttributedString? { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityFrame: CGRect { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityPath: UIBezierPath? { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityActivationPoint: CGPoint { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityLanguage: String? { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityElementsHidden: Bool { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityViewIsModal: Bool { get { fatalError() } set { } }
    @MainActor @objc open var shouldGroupAccessibilityChildren: Bool { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityRespondsToUserInteraction: Bool { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityUserInputLabels: [String]! { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityAttributedUserInputLabels: [NSAttributedString]! { get { fatalError() } set { } }
    @MainActor @objc open var accessibilityTextualContext: UIAccessibilityTextualContext? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor open var accessibilityDirectTouchOptions: UIAccessibility.DirectTouchOptions { get { fatalError() } set { } }

    @MainActor @objc open func accessibilityElementDidBecomeFocused() { fatalError() }
    @MainActor @objc open func accessibilityElementDidLoseFocus() { fatalError() }
    @MainActor @objc open func accessibilityElementIsFocused() -> Bool { fatalError() }

    @MainActor @objc open func accessibilityActivate() -> Bool { fatalError() }
    @MainActor @objc open func accessibilityIncrement() { fatalError() }
    @MainActor @objc open func accessibilityDecrement() { fatalError() }
    @available(iOS 17.0, *)
    @MainActor @objc open func accessibilityZoomIn(at point: CGPoint) -> Bool { fatalError() }
    @available(iOS 17.0, *)
    @MainActor @objc open func accessibilityZoomOut(at point: CGPoint) -> Bool { fatalError() }
    @MainActor @objc open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { fatalError() }
    @MainActor @objc open func accessibilityPerformEscape() -> Bool { fatalError() }
    @MainActor @objc open func accessibilityPerformMagicTap() -> Bool { fatalError() }

    @available(iOS 17.0, *)
    @MainActor @objc open var isAccessibilityElementBlock: (() -> Bool)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityLabelBlock: (() -> String?)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityValueBlock: (() -> String?)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityHintBlock: (() -> String?)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityTraitsBlock: (() -> UIAccessibilityTraits)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityIdentifierBlock: (() -> String?)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityActivateBlock: (() -> Bool)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityIncrementBlock: (() -> Void)? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var accessibilityDecrementBlock: (() -> Void)? { get { fatalError() } set { } }
    @available(iOS 8.0, *)
    @MainActor @objc open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { fatalError() } set { } }

    // UIAccessibilityContainer
    @MainActor @objc open func accessibilityElementCount() -> Int { fatalError() }
    @MainActor @objc open func accessibilityElement(at index: Int) -> Any? { fatalError() }
    @MainActor @nonobjc open func index(ofAccessibilityElement element: Any) -> Int { fatalError() }
    @available(iOS 8.0, *)
    @MainActor @objc open var accessibilityElements: [Any]? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    @MainActor @objc open var accessibilityContainerType: UIAccessibilityContainerType { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    @MainActor @objc open var automationElements: [Any]? { get { fatalError() } set { } }
}

extension NSAttributedString.Key {
    public static let accessibilitySpeechPunctuation: NSAttributedString.Key = { fatalError() }()
    public static let accessibilitySpeechLanguage: NSAttributedString.Key = { fatalError() }()
    public static let accessibilitySpeechPitch: NSAttributedString.Key = { fatalError() }()
    @available(iOS, introduced: 11.0, deprecated: 17.0, renamed: "accessibilitySpeechAnnouncementPriority")
    public static let accessibilitySpeechQueueAnnouncement: NSAttributedString.Key = { fatalError() }()
    @available(iOS 11.0, *)
    public static let accessibilitySpeechIPANotation: NSAttributedString.Key = { fatalError() }()
    @available(iOS 13.0, *)
    public static let accessibilitySpeechSpellOut: NSAttributedString.Key = { fatalError() }()
    @available(iOS 11.0, *)
    public static let accessibilityTextHeadingLevel: NSAttributedString.Key = { fatalError() }()
    @available(iOS 11.0, *)
    public static let accessibilityTextCustom: NSAttributedString.Key = { fatalError() }()
    @available(iOS 13.0, *)
    public static let accessibilityTextualContext: NSAttributedString.Key = { fatalError() }()
    @available(iOS 17.0, *)
    public static let accessibilitySpeechAnnouncementPriority: NSAttributedString.Key = { fatalError() }()
}

/// An action an assistive technology offers for an element.
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    public init(name: String, target: Any?, selector: Selector) { fatalError() }
    @available(iOS 11.0, *)
    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) { fatalError() }
    @available(iOS 14.0, *)
    public init(name: String, image: UIImage?, target: Any?, selector: Selector) { fatalError() }
    @available(iOS 14.0, *)
    public init(attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector) { fatalError() }
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) { fatalError() }
    public init(attributedName: NSAttributedString, actionHandler: @escaping UIAccessibilityCustomActionHandler) { fatalError() }
    @available(iOS 14.0, *)
    public init(name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomActionHandler) { fatalError() }
    @available(iOS 14.0, *)
    public init(attributedName: NSAttributedString, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomActionHandler) { fatalError() }
    open var name: String { get { fatalError() } set { } }
    open var image: UIImage? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var attributedName: NSAttributedString { get { fatalError() } set { } }
    weak open var target: AnyObject? { get { fatalError() } set { } }
    open var selector: Selector { get { fatalError() } set { } }
    open var actionHandler: UIAccessibilityCustomActionHandler? { get { fatalError() } set { } }
}

public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// The cell of a data table, for assistive technologies.
@available(iOS 11.0, *)
@preconcurrency @MainActor
@objc public protocol UIAccessibilityContainerDataTableCell: NSObjectProtocol {
    func accessibilityRowRange() -> NSRange
    func accessibilityColumnRange() -> NSRange
}

/// A container of structured data, for assistive technologies.
@available(iOS 11.0, *)
@preconcurrency @MainActor
@objc public protocol UIAccessibilityContainerDataTable: NSObjectProtocol {
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    func accessibilityRowCount() -> Int
    func accessibilityColumnCount() -> Int
    @objc optional func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?
    @objc optional func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
}

/// An accessible item that is not a view, inside an accessibility container.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, @preconcurrency UIAccessibilityIdentification {
    @nonobjc public init(accessibilityContainer container: Any) { fatalError() }
    weak open var accessibilityContainer: AnyObject? { get { fatalError() } set { } }
    @available(iOS 10.0, *)
    open var accessibilityFrameInContainerSpace: CGRect { get { fatalError() } set { } }
    open var accessibilityIdentifier: String? { get { fatalError() } set { } }
}

/// A VoiceOver rotor that finds the next or previous related item.
@available(iOS 10.0, *)
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    public init(name: String, itemSearch itemSearchBlock: @escaping UIAccessibilityCustomRotor.Search) { fatalError() }
    @available(iOS 11.0, *)
    public init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping UIAccessibilityCustomRotor.Search) { fatalError() }
    @available(iOS 11.0, *)
    public init(systemType type: UIAccessibilityCustomRotor.SystemRotorType, itemSearch itemSearchBlock: @escaping UIAccessibilityCustomRotor.Search) { fatalError() }
    open var name: String { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var attributedName: NSAttributedString { get { fatalError() } set { } }
    open var itemSearchBlock: UIAccessibilityCustomRotor.Search { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var systemRotorType: UIAccessibilityCustomRotor.SystemRotorType { fatalError() }

    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    @objc(UIAccessibilityCustomRotorDirection)
    public enum Direction: Int, @unchecked Sendable {
        case previous = 0, next = 1
    }

    @available(iOS 11.0, *)
    @objc(UIAccessibilityCustomSystemRotorType)
    public enum SystemRotorType: Int, @unchecked Sendable {
        case none = 0, link = 1, visitedLink = 2, heading = 3, headingLevel1 = 4, headingLevel2 = 5, headingLevel3 = 6
        case headingLevel4 = 7, headingLevel5 = 8, headingLevel6 = 9, boldText = 10, italicText = 11, underlineText = 12
        case misspelledWord = 13, image = 14, textField = 15, table = 16, list = 17, landmark = 18
    }
}

/// The parameters of a custom rotor search.
@available(iOS 10.0, *)
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    public override init() { fatalError() }
    open var currentItem: UIAccessibilityCustomRotorItemResult { get { fatalError() } set { } }
    open var searchDirection: UIAccessibilityCustomRotor.Direction { get { fatalError() } set { } }
}

/// The element (and optional text range) a custom rotor search found.
@available(iOS 10.0, *)
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) { fatalError() }
    weak open var targetElement: (any NSObjectProtocol)? { get { fatalError() } set { } }
    open var targetRange: UITextRange? { get { fatalError() } set { } }
}

extension NSObject {
    @available(iOS 10.0, *)
    @MainActor @objc open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? { get { fatalError() } set { } }
}

/// Views whose images grow for accessibility content size categories.
@available(iOS 11.0, *)
@preconcurrency @MainActor
@objc public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

@available(iOS 11.0, *)
extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {
    open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { fatalError() } set { } }
}

@available(iOS 11.0, *)
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {
    open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { fatalError() } set { } }
}

@available(iOS 11.0, *)
extension NSTextAttachment {
    // Apple's conformance to UIAccessibilityContentSizeCategoryImageAdjusting is left out: the protocol is main-actor
    // isolated here and NSTextAttachment is not.
    open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { fatalError() } set { } }
}

// MARK: - Guided Access (UIGuidedAccess.h)

@objc public enum UIGuidedAccessRestrictionState: Int, @unchecked Sendable {
    case allow = 0, deny = 1
}

/// Restrictions an app offers while Guided Access runs it.
@preconcurrency @MainActor
@objc public protocol UIGuidedAccessRestrictionDelegate: NSObjectProtocol {
    var guidedAccessRestrictionIdentifiers: [String]? { get }
    func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIGuidedAccessRestrictionState)
    func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String?
    @objc optional func detailTextForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String?
}

public func UIGuidedAccessRestrictionStateForIdentifier(_ restrictionIdentifier: String) -> UIGuidedAccessRestrictionState { fatalError() }

/// Accessibility features a Single App Mode app may configure.
@available(iOS 12.2, *)
public struct UIGuidedAccessAccessibilityFeature: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var voiceOver: UIGuidedAccessAccessibilityFeature { fatalError() }
    public static var zoom: UIGuidedAccessAccessibilityFeature { fatalError() }
    public static var assistiveTouch: UIGuidedAccessAccessibilityFeature { fatalError() }
    public static var invertColors: UIGuidedAccessAccessibilityFeature { fatalError() }
    public static var grayscaleDisplay: UIGuidedAccessAccessibilityFeature { fatalError() }
}

@available(iOS 12.2, *)
public func UIGuidedAccessConfigureAccessibilityFeatures(_ features: UIGuidedAccessAccessibilityFeature, _ enabled: Bool, _ completion: @escaping (Bool, (any Error)?) -> Void) { fatalError() }

// MARK: - Accessibility identification (UIAccessibilityIdentification.h)

/// An identifier for an interface element, for UI automation.
@objc public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: @preconcurrency UIAccessibilityIdentification {}

extension UIBarItem: @preconcurrency UIAccessibilityIdentification {
    open var accessibilityIdentifier: String? { get { fatalError() } set { } }
}

extension UIAlertAction: @preconcurrency UIAccessibilityIdentification {
    open var accessibilityIdentifier: String? { get { fatalError() } set { } }
}

@available(iOS 13.0, *)
extension UIMenuElement: @preconcurrency UIAccessibilityIdentification {
    open var accessibilityIdentifier: String? { get { fatalError() } set { } }
}

extension UIImage: UIAccessibilityIdentification {
    open var accessibilityIdentifier: String? { get { fatalError() } set { } }
}
