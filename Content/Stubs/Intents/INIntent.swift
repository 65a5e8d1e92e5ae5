import Foundation

/// Contexts in which a shortcut is relevant.
@available(iOS 14.0, *)
public struct INShortcutAvailabilityOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var sleepMindfulness: INShortcutAvailabilityOptions { fatalError() }
    public static var sleepJournaling: INShortcutAvailabilityOptions { fatalError() }
    public static var sleepMusic: INShortcutAvailabilityOptions { fatalError() }
    public static var sleepPodcasts: INShortcutAvailabilityOptions { fatalError() }
    public static var sleepReading: INShortcutAvailabilityOptions { fatalError() }
    public static var sleepWrapUpYourDay: INShortcutAvailabilityOptions { fatalError() }
    public static var sleepYogaAndStretching: INShortcutAvailabilityOptions { fatalError() }
}

/// A request for the app or its Intents extension to fulfill.
open class INIntent: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var identifier: String? { fatalError() }
    open var intentDescription: String? { fatalError() }
    open var suggestedInvocationPhrase: String? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var shortcutAvailability: INShortcutAvailabilityOptions { get { fatalError() } set { } }
    open func keyImage() -> INImage? { fatalError() }
}

/// The app's response to an intent.
open class INIntentResponse: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var userActivity: NSUserActivity? { get { fatalError() } set { } }
}

/// Dispatches an intent to the object that handles it.
@objc public protocol INIntentHandlerProviding: NSObjectProtocol {
    func handler(for intent: INIntent) -> Any?
}

/// The principal class of an Intents extension.
open class INExtension: NSObject, INIntentHandlerProviding {
    public override init() { fatalError() }
    open func handler(for intent: INIntent) -> Any? { fatalError() }
}
