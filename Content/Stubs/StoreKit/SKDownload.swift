import Foundation

// SKDownload.h (iOS 18 SDK). Apple-hosted content, deprecated in iOS 16.

/// States of a hosted-content download.
@available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
@frozen @objc(SKDownloadState) public enum SKDownloadState: Int, @unchecked Sendable {
    case waiting = 0
    case active = 1
    case paused = 2
    case finished = 3
    case failed = 4
    case cancelled = 5
}

@available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
public let SKDownloadTimeRemainingUnknown: TimeInterval = { fatalError() }()

/// Downloadable content hosted by the App Store for an in-app purchase.
@available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
open class SKDownload: NSObject {
    public override init() { fatalError() }
    @available(iOS, introduced: 12.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var state: SKDownloadState { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 12.0, renamed: "state")
    open var downloadState: SKDownloadState { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 13.0, renamed: "expectedContentLength")
    open var contentLength: Int64 { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var expectedContentLength: Int64 { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var contentIdentifier: String { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var contentURL: URL? { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var contentVersion: String { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var error: (any Error)? { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var progress: Float { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var timeRemaining: TimeInterval { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var transaction: SKPaymentTransaction { fatalError() }
}
