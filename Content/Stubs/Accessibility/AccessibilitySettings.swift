import Foundation

/// Namespace for system accessibility settings.
public struct AccessibilitySettings {
    @available(iOS 18.0, *)
    @objc(AXSettingsFeature) public enum Feature: Int, @unchecked Sendable {
        case personalVoiceAllowAppsToRequestToUse = 1
        @available(iOS 18.2, *)
        case allowAppsToAddAudioToCalls = 2
        @available(iOS 26.0, *)
        case assistiveTouch = 3
        @available(iOS 26.0, *)
        case assistiveTouchDevices = 4
        @available(iOS 26.0, *)
        case dwellControl = 5
        @available(iOS 26.4, *)
        case captionStyles = 6
    }

    @available(iOS 18.0, *)
    public static var isAssistiveAccessEnabled: Bool { fatalError() }
    @available(iOS 18.0, *)
    public static let prefersNonBlinkingTextInsertionIndicatorDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 26.1, *)
    public static let prefersActionSliderAlternativeDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 26.1, *)
    public static let showBordersEnabledStatusDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 26.4, *)
    public static var isReduceHighlightingEffectsEnabled: Bool { fatalError() }
    @available(iOS 26.4, *)
    public static let reduceHighlightingEffectsEnabledDidChangeNotification: NSNotification.Name = { fatalError() }()
}
