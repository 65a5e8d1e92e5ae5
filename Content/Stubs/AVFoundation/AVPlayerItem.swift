import Foundation
import CoreMedia

/// Playback state and timing of one asset inside a player.
@preconcurrency @MainActor
open class AVPlayerItem: NSObject, NSCopying {
    @available(*, unavailable) nonisolated public override init() { fatalError() }
    nonisolated public convenience init(url URL: URL) { fatalError() }
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    nonisolated open var status: AVPlayerItem.Status { fatalError() }
    nonisolated open var error: (any Error)? { fatalError() }

    // Inspection
    nonisolated open var asset: AVAsset { fatalError() }
    nonisolated open var duration: CMTime { fatalError() }
    nonisolated open var presentationSize: CGSize { fatalError() }
    nonisolated open var automaticallyLoadedAssetKeys: [String] { fatalError() }

    // Rate and stepping support
    nonisolated open var canPlayFastForward: Bool { fatalError() }
    nonisolated open var canPlaySlowForward: Bool { fatalError() }
    nonisolated open var canPlayReverse: Bool { fatalError() }
    nonisolated open var canPlaySlowReverse: Bool { fatalError() }
    nonisolated open var canPlayFastReverse: Bool { fatalError() }
    nonisolated open var canStepForward: Bool { fatalError() }
    nonisolated open var canStepBackward: Bool { fatalError() }
    nonisolated open var configuredTimeOffsetFromLive: CMTime { get { fatalError() } set { } }
    nonisolated open var recommendedTimeOffsetFromLive: CMTime { fatalError() }
    nonisolated open var automaticallyPreservesTimeOffsetFromLive: Bool { get { fatalError() } set { } }

    // Time control
    nonisolated open func currentTime() -> CMTime { fatalError() }
    nonisolated open var forwardPlaybackEndTime: CMTime { get { fatalError() } set { } }
    nonisolated open var reversePlaybackEndTime: CMTime { get { fatalError() } set { } }
    nonisolated open var seekableTimeRanges: [NSValue] { fatalError() }
    nonisolated open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) { fatalError() }
    nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) { fatalError() }
    nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { fatalError() }
    nonisolated open func seek(to date: Date, completionHandler: (@Sendable (Bool) -> Void)? = nil) -> Bool { fatalError() }
    nonisolated open func cancelPendingSeeks() { fatalError() }
    nonisolated open func currentDate() -> Date? { fatalError() }
    open func step(byCount stepCount: Int) { fatalError() }

    // Visual presentation
    nonisolated open var seekingWaitsForVideoCompositionRendering: Bool { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    nonisolated open var appliesPerFrameHDRDisplayMetadata: Bool { get { fatalError() } set { } }

    // Playability
    nonisolated open var loadedTimeRanges: [NSValue] { fatalError() }
    nonisolated open var isPlaybackLikelyToKeepUp: Bool { fatalError() }
    nonisolated open var isPlaybackBufferFull: Bool { fatalError() }
    nonisolated open var isPlaybackBufferEmpty: Bool { fatalError() }
    nonisolated open var canUseNetworkResourcesForLiveStreamingWhilePaused: Bool { get { fatalError() } set { } }
    nonisolated open var preferredForwardBufferDuration: TimeInterval { get { fatalError() } set { } }

    // Variant control
    nonisolated open var preferredPeakBitRate: Double { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    nonisolated open var preferredPeakBitRateForExpensiveNetworks: Double { get { fatalError() } set { } }
    nonisolated open var preferredMaximumResolution: CGSize { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    nonisolated open var preferredMaximumResolutionForExpensiveNetworks: CGSize { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    nonisolated open var startsOnFirstEligibleVariant: Bool { get { fatalError() } set { } }
    @available(iOS 14.5, *)
    nonisolated open var variantPreferences: AVVariantPreferences { get { fatalError() } set { } }

    // Logging
    nonisolated open func accessLog() -> AVPlayerItemAccessLog? { fatalError() }
    nonisolated open func errorLog() -> AVPlayerItemErrorLog? { fatalError() }

    // Notifications
    nonisolated public static let timeJumpedNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let didPlayToEndTimeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let failedToPlayToEndTimeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let playbackStalledNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let newAccessLogEntryNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let newErrorLogEntryNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let recommendedTimeOffsetFromLiveDidChangeNotification: NSNotification.Name = { fatalError() }()
    nonisolated public static let mediaSelectionDidChangeNotification: NSNotification.Name = { fatalError() }()

    /// Readiness of the item for playback.
    @objc(AVPlayerItemStatus) public enum Status: Int, @unchecked Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }
}

public let AVPlayerItemFailedToPlayToEndTimeErrorKey: String = { fatalError() }()

/// Flags steering stream variant selection.
@available(iOS 14.5, *)
public struct AVVariantPreferences: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var scalabilityToLosslessAudio: AVVariantPreferences { fatalError() }
}

/// Network access log of a player item.
open class AVPlayerItemAccessLog: NSObject, NSCopying, @unchecked Sendable {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func extendedLogData() -> Data? { fatalError() }
    open var extendedLogDataStringEncoding: UInt { fatalError() }
    open var events: [AVPlayerItemAccessLogEvent] { fatalError() }
}

/// Error log of a player item.
open class AVPlayerItemErrorLog: NSObject, NSCopying, @unchecked Sendable {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func extendedLogData() -> Data? { fatalError() }
    open var extendedLogDataStringEncoding: UInt { fatalError() }
    open var events: [AVPlayerItemErrorLogEvent] { fatalError() }
}

/// Single record in an item's access log.
open class AVPlayerItemAccessLogEvent: NSObject, NSCopying, @unchecked Sendable {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var numberOfMediaRequests: Int { fatalError() }
    open var playbackStartDate: Date? { fatalError() }
    open var uri: String? { fatalError() }
    open var serverAddress: String? { fatalError() }
    open var numberOfServerAddressChanges: Int { fatalError() }
    open var playbackSessionID: String? { fatalError() }
    open var playbackStartOffset: TimeInterval { fatalError() }
    open var segmentsDownloadedDuration: TimeInterval { fatalError() }
    open var durationWatched: TimeInterval { fatalError() }
    open var numberOfStalls: Int { fatalError() }
    open var numberOfBytesTransferred: Int64 { fatalError() }
    open var transferDuration: TimeInterval { fatalError() }
    open var observedBitrate: Double { fatalError() }
    open var indicatedBitrate: Double { fatalError() }
    open var indicatedAverageBitrate: Double { fatalError() }
    open var averageVideoBitrate: Double { fatalError() }
    open var averageAudioBitrate: Double { fatalError() }
    open var numberOfDroppedVideoFrames: Int { fatalError() }
    open var startupTime: TimeInterval { fatalError() }
    open var downloadOverdue: Int { fatalError() }
    open var observedBitrateStandardDeviation: Double { fatalError() }
    open var playbackType: String? { fatalError() }
    open var mediaRequestsWWAN: Int { fatalError() }
    open var switchBitrate: Double { fatalError() }
}

/// Single record in an item's error log.
open class AVPlayerItemErrorLogEvent: NSObject, NSCopying, @unchecked Sendable {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var date: Date? { fatalError() }
    open var uri: String? { fatalError() }
    open var serverAddress: String? { fatalError() }
    open var playbackSessionID: String? { fatalError() }
    open var errorStatusCode: Int { fatalError() }
    open var errorDomain: String { fatalError() }
    open var errorComment: String? { fatalError() }
    @available(iOS 17.5, *)
    open var allHTTPResponseHeaderFields: [String: String]? { fatalError() }
}
