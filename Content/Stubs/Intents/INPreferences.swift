import Foundation

@objc(INSiriAuthorizationStatus) public enum INSiriAuthorizationStatus: Int, @unchecked Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}

/// Siri authorization and language for the app.
open class INPreferences: NSObject {
    public override init() { fatalError() }
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { fatalError() }
    open class func requestSiriAuthorization(_ handler: @escaping (INSiriAuthorizationStatus) -> Void) { fatalError() }
    open class func siriLanguageCode() -> String { fatalError() }
}

/// A shortcut the user added to Siri.
open class INVoiceShortcut: NSObject, NSSecureCoding, NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var identifier: UUID { fatalError() }
    open var invocationPhrase: String { fatalError() }
}

/// Access to the app's Siri shortcuts.
open class INVoiceShortcutCenter: NSObject {
    open class var shared: INVoiceShortcutCenter { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open func getAllVoiceShortcuts(completion completionHandler: @escaping @Sendable ([INVoiceShortcut]?, (any Error)?) -> Void) { fatalError() }
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { fatalError() }
    open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping @Sendable (INVoiceShortcut?, (any Error)?) -> Void) { fatalError() }
    open func getVoiceShortcut(with identifier: UUID) async throws -> INVoiceShortcut { fatalError() }
}
