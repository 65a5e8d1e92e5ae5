import Foundation
import CoreMedia

/// Load state of one asynchronously loaded asset key.
@objc(AVKeyValueStatus) public enum AVKeyValueStatus: Int, @unchecked Sendable {
    case unknown = 0
    case loading = 1
    case loaded = 2
    case failed = 3
    case cancelled = 4
}

/// Protocol for non-blocking loading of asset keys.
public protocol AVAsynchronousKeyValueLoading {
    func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
}

extension AVAsynchronousKeyValueLoading {
    // The async form of loadValuesAsynchronously(forKeys:completionHandler:) (a protocol requirement in the SDK).
    public func loadValues(forKeys keys: [String]) async { fatalError() }
}

/// Base class for timed audio/video media.
open class AVAsset: NSObject, NSCopying, AVAsynchronousKeyValueLoading {
    public override init() { fatalError() }
    @available(iOS, introduced: 4.0, deprecated: 18.0, message: "Use AVURLAsset(url:) instead")
    public convenience init(url URL: URL) { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) { fatalError() }
    open func cancelLoading() { fatalError() }

    @available(iOS, introduced: 4.0, deprecated: 16.0, message: "Use load(.duration) instead")
    open var duration: CMTime { fatalError() }
    @available(iOS, introduced: 4.0, deprecated: 16.0, message: "Use load(.preferredRate) instead")
    open var preferredRate: Float { fatalError() }
    @available(iOS, introduced: 4.0, deprecated: 16.0, message: "Use load(.preferredVolume) instead")
    open var preferredVolume: Float { fatalError() }
    @available(iOS, introduced: 4.0, deprecated: 16.0, message: "Use load(.preferredTransform) instead")
    open var preferredTransform: CGAffineTransform { fatalError() }
    @available(iOS, introduced: 4.0, deprecated: 16.0, message: "Use load(.providesPreciseDurationAndTiming) instead")
    open var providesPreciseDurationAndTiming: Bool { fatalError() }

    @available(iOS, introduced: 4.0, deprecated: 16.0, message: "Use load(.tracks) instead")
    open var tracks: [AVAssetTrack] { fatalError() }
    @available(iOS, introduced: 4.0, deprecated: 16.0, message: "Use loadTracks(withMediaType:) instead")
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { fatalError() }
    @available(iOS 15.0, *)
    open func loadTracks(withMediaType mediaType: AVMediaType, completionHandler: @escaping @Sendable ([AVAssetTrack]?, (any Error)?) -> Void) { fatalError() }
    @available(iOS 15.0, *)
    open func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { fatalError() }
    @available(iOS 15.0, *)
    open func loadTrack(withTrackID trackID: CMPersistentTrackID, completionHandler: @escaping @Sendable (AVAssetTrack?, (any Error)?) -> Void) { fatalError() }
    @available(iOS 15.0, *)
    open func loadTrack(withTrackID trackID: CMPersistentTrackID) async throws -> AVAssetTrack? { fatalError() }

    @available(iOS, introduced: 4.2, deprecated: 16.0, message: "Use load(.hasProtectedContent) instead")
    open var hasProtectedContent: Bool { fatalError() }
    @available(iOS, introduced: 4.3, deprecated: 16.0, message: "Use load(.isPlayable) instead")
    open var isPlayable: Bool { fatalError() }
    @available(iOS, introduced: 4.3, deprecated: 16.0, message: "Use load(.isExportable) instead")
    open var isExportable: Bool { fatalError() }
    @available(iOS, introduced: 4.3, deprecated: 16.0, message: "Use load(.isReadable) instead")
    open var isReadable: Bool { fatalError() }
    @available(iOS, introduced: 4.3, deprecated: 16.0, message: "Use load(.isComposable) instead")
    open var isComposable: Bool { fatalError() }
}

/// Asset backed by a file or remote URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url URL: URL, options: [String: Any]? = nil) { fatalError() }
    open var url: URL { fatalError() }
    @available(iOS 16.0, *)
    open var httpSessionIdentifier: UUID { fatalError() }
    open class func audiovisualMIMETypes() -> [String] { fatalError() }
    open class func isPlayableExtendedMIMEType(_ extendedMIMEType: String) -> Bool { fatalError() }
}

public let AVURLAssetPreferPreciseDurationAndTimingKey: String = { fatalError() }()
public let AVURLAssetReferenceRestrictionsKey: String = { fatalError() }()
public let AVURLAssetHTTPCookiesKey: String = { fatalError() }()
public let AVURLAssetAllowsCellularAccessKey: String = { fatalError() }()
public let AVURLAssetAllowsExpensiveNetworkAccessKey: String = { fatalError() }()
public let AVURLAssetAllowsConstrainedNetworkAccessKey: String = { fatalError() }()
@available(iOS 16.0, *)
public let AVURLAssetHTTPUserAgentKey: String = { fatalError() }()
@available(iOS 17.0, *)
public let AVURLAssetOverrideMIMETypeKey: String = { fatalError() }()

/// Single track of an asset (video, audio, subtitles…); only its identity is stubbed.
open class AVAssetTrack: NSObject, NSCopying, AVAsynchronousKeyValueLoading {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) { fatalError() }
    open var asset: AVAsset? { fatalError() }
    open var trackID: CMPersistentTrackID { fatalError() }
    open var mediaType: AVMediaType { fatalError() }
}
