import Foundation
import CoreMedia

/// Playback controller for one item at a time.
@preconcurrency @MainActor
open class AVPlayer: NSObject {
    nonisolated public override init() { fatalError() }
    nonisolated public init(url URL: URL) { fatalError() }
    nonisolated public init(playerItem item: AVPlayerItem?) { fatalError() }

    nonisolated open var status: AVPlayer.Status { fatalError() }
    nonisolated open var error: (any Error)? { fatalError() }

    // Playback control
    nonisolated open var rate: Float { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    nonisolated open var defaultRate: Float { get { fatalError() } set { } }
    nonisolated open func play() { fatalError() }
    nonisolated open func pause() { fatalError() }
    nonisolated open var timeControlStatus: AVPlayer.TimeControlStatus { fatalError() }
    nonisolated open var reasonForWaitingToPlay: AVPlayer.WaitingReason? { fatalError() }
    nonisolated open func playImmediately(atRate rate: Float) { fatalError() }

    // Item control
    nonisolated open var currentItem: AVPlayerItem? { fatalError() }
    nonisolated open func replaceCurrentItem(with item: AVPlayerItem?) { fatalError() }
    nonisolated open var actionAtItemEnd: AVPlayer.ActionAtItemEnd { get { fatalError() } set { } }

    // Time control
    nonisolated open func currentTime() -> CMTime { fatalError() }
    nonisolated open func seek(to date: Date) { fatalError() }
    nonisolated open func seek(to date: Date, completionHandler: @escaping @Sendable (Bool) -> Void) { fatalError() }
    nonisolated open func seek(to date: Date) async -> Bool { fatalError() }
    nonisolated open func seek(to time: CMTime) { fatalError() }
    nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { fatalError() }
    nonisolated open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { fatalError() }
    nonisolated open func seek(to time: CMTime) async -> Bool { fatalError() }
    nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { fatalError() }
    nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { fatalError() }

    // Advanced rate control
    nonisolated open var automaticallyWaitsToMinimizeStalling: Bool { get { fatalError() } set { } }
    nonisolated open func setRate(_ rate: Float, time itemTime: CMTime, atHostTime hostClockTime: CMTime) { fatalError() }
    nonisolated open func preroll(atRate rate: Float, completionHandler: (@Sendable (Bool) -> Void)? = nil) { fatalError() }
    nonisolated open func preroll(atRate rate: Float) async -> Bool { fatalError() }
    nonisolated open func cancelPendingPrerolls() { fatalError() }

    // Time observation
    nonisolated open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any { fatalError() }
    nonisolated open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void) -> Any { fatalError() }
    nonisolated open func removeTimeObserver(_ observer: Any) { fatalError() }

    // Media control
    nonisolated open var volume: Float { get { fatalError() } set { } }
    nonisolated open var isMuted: Bool { get { fatalError() } set { } }

    // Automatic media selection
    nonisolated open var appliesMediaSelectionCriteriaAutomatically: Bool { get { fatalError() } set { } }

    // External playback
    nonisolated open var allowsExternalPlayback: Bool { get { fatalError() } set { } }
    nonisolated open var isExternalPlaybackActive: Bool { fatalError() }
    nonisolated open var usesExternalPlaybackWhileExternalScreenIsActive: Bool { get { fatalError() } set { } }
    nonisolated open var externalPlaybackVideoGravity: AVLayerVideoGravity { get { fatalError() } set { } }

    // Protected content, HDR, display sleep, background playback
    nonisolated open var outputObscuredDueToInsufficientExternalProtection: Bool { fatalError() }
    @available(iOS 13.4, *)
    nonisolated open class var eligibleForHDRPlayback: Bool { fatalError() }
    nonisolated open var preventsDisplaySleepDuringVideoPlayback: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    nonisolated open var audiovisualBackgroundPlaybackPolicy: AVPlayerAudiovisualBackgroundPlaybackPolicy { get { fatalError() } set { } }

    @available(iOS 13.4, *)
    nonisolated public static let eligibleForHDRPlaybackDidChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 15.0, *)
    nonisolated public static let rateDidChangeNotification: NSNotification.Name = { fatalError() }()

    /// Readiness of the player.
    @objc(AVPlayerStatus) public enum Status: Int, @unchecked Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Paused, waiting or playing state.
    @objc(AVPlayerTimeControlStatus) public enum TimeControlStatus: Int, @unchecked Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    /// Behaviour when the current item finishes.
    @objc(AVPlayerActionAtItemEnd) public enum ActionAtItemEnd: Int, @unchecked Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    /// Reason codes for a player that is waiting.
    public struct WaitingReason: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let toMinimizeStalls: AVPlayer.WaitingReason = { fatalError() }()
        public static let evaluatingBufferingRate: AVPlayer.WaitingReason = { fatalError() }()
        public static let noItemToPlay: AVPlayer.WaitingReason = { fatalError() }()
    }
}

/// Policy for video playback once the app is backgrounded.
@available(iOS 15.0, *)
@objc(AVPlayerAudiovisualBackgroundPlaybackPolicy) public enum AVPlayerAudiovisualBackgroundPlaybackPolicy: Int, @unchecked Sendable {
    case automatic = 1
    case pauses = 2
    case continuesIfPossible = 3
}

/// Player that runs through a list of items in order.
@preconcurrency @MainActor
open class AVQueuePlayer: AVPlayer {
    nonisolated public override init() { fatalError() }
    nonisolated public override init(url URL: URL) { fatalError() }
    nonisolated public override init(playerItem item: AVPlayerItem?) { fatalError() }
    nonisolated public init(items: [AVPlayerItem]) { fatalError() }
    nonisolated open func items() -> [AVPlayerItem] { fatalError() }
    nonisolated open func advanceToNextItem() { fatalError() }
    nonisolated open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool { fatalError() }
    nonisolated open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) { fatalError() }
    nonisolated open func remove(_ item: AVPlayerItem) { fatalError() }
    nonisolated open func removeAllItems() { fatalError() }
}

/// Helper that repeats one item in a queue player.
open class AVPlayerLooper: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    @available(iOS 17.0, *)
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange, existingItemsOrdering itemOrdering: AVPlayerLooper.ItemOrdering) { fatalError() }
    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange) { fatalError() }
    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) { fatalError() }
    open var status: AVPlayerLooper.Status { fatalError() }
    open var error: (any Error)? { fatalError() }
    open func disableLooping() { fatalError() }
    open var loopCount: Int { fatalError() }
    open var loopingPlayerItems: [AVPlayerItem] { fatalError() }

    /// Readiness of the looper.
    @objc(AVPlayerLooperStatus) public enum Status: Int, @unchecked Sendable {
        case unknown = 0
        case ready = 1
        case failed = 2
        case cancelled = 3
    }

    /// Placement of looped copies relative to existing queue items.
    @available(iOS 17.0, *)
    @objc(AVPlayerLooperItemOrdering) public enum ItemOrdering: Int, @unchecked Sendable {
        case loopingItemsPrecedeExistingItems = 0
        case loopingItemsFollowExistingItems = 1
    }
}
