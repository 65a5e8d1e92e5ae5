// AVKit: the Objective-C half. `import AVKit` also gives AVFoundation and UIKit, as the framework's
// headers import them.
@_exported import Foundation
@_exported import AVFoundation
@_exported import UIKit

/// View controller showing a player with the standard transport controls.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer? { get { fatalError() } set { } }
    open var showsPlaybackControls: Bool { get { fatalError() } set { } }
    open var showsTimecodes: Bool { get { fatalError() } set { } }
    open var videoGravity: AVLayerVideoGravity { get { fatalError() } set { } }
    open var isReadyForDisplay: Bool { fatalError() }
    open var videoBounds: CGRect { fatalError() }
    open var contentOverlayView: UIView? { fatalError() }
    open var allowsPictureInPicturePlayback: Bool { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var allowsVideoFrameAnalysis: Bool { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var toggleLookupAction: UIAction { fatalError() }
    @available(iOS 14.2, *)
    open var canStartPictureInPictureAutomaticallyFromInline: Bool { get { fatalError() } set { } }
    open var updatesNowPlayingInfoCenter: Bool { get { fatalError() } set { } }
    open var entersFullScreenWhenPlaybackBegins: Bool { get { fatalError() } set { } }
    open var exitsFullScreenWhenPlaybackEnds: Bool { get { fatalError() } set { } }
    open var requiresLinearPlayback: Bool { get { fatalError() } set { } }
    open var pixelBufferAttributes: [String: Any]? { get { fatalError() } set { } }
    weak open var delegate: (any AVPlayerViewControllerDelegate)? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var speeds: [AVPlaybackSpeed] { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var selectedSpeed: AVPlaybackSpeed? { fatalError() }
    @available(iOS 16.0, *)
    open func selectSpeed(_ speed: AVPlaybackSpeed) { fatalError() }
}

/// Delegate callbacks of a player view controller.
@objc public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    @objc optional func playerViewController(_ playerViewController: AVPlayerViewController, willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
    @objc optional func playerViewController(_ playerViewController: AVPlayerViewController, willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
    @available(iOS 15.0, *)
    @objc optional func playerViewController(_ playerViewController: AVPlayerViewController, restoreUserInterfaceForFullScreenExitWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
    @objc optional func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    @objc optional func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    @objc optional func playerViewController(_ playerViewController: AVPlayerViewController, failedToStartPictureInPictureWithError error: any Error)
    @objc optional func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    @objc optional func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    @objc optional func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    @objc optional func playerViewController(_ playerViewController: AVPlayerViewController, restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

/// Playback rate choice offered to the user.
@available(iOS 16.0, *)
open class AVPlaybackSpeed: NSObject {
    public init(rate: Float, localizedName: String) { fatalError() }
    open class var systemDefaultSpeeds: [AVPlaybackSpeed] { fatalError() }
    open var rate: Float { fatalError() }
    open var localizedName: String { fatalError() }
    open var localizedNumericName: String { fatalError() }
}

/// Controller for floating Picture in Picture playback of a player layer.
open class AVPictureInPictureController: NSObject {
    open class func isPictureInPictureSupported() -> Bool { fatalError() }
    open class var pictureInPictureButtonStartImage: UIImage { fatalError() }
    open class var pictureInPictureButtonStopImage: UIImage { fatalError() }
    open class func pictureInPictureButtonStartImage(compatibleWith traitCollection: UITraitCollection?) -> UIImage { fatalError() }
    open class func pictureInPictureButtonStopImage(compatibleWith traitCollection: UITraitCollection?) -> UIImage { fatalError() }
    @available(iOS 15.0, *)
    public init(contentSource: AVPictureInPictureController.ContentSource) { fatalError() }
    public init?(playerLayer: AVPlayerLayer) { fatalError() }
    @available(iOS 15.0, *)
    open var contentSource: AVPictureInPictureController.ContentSource? { get { fatalError() } set { } }
    open var playerLayer: AVPlayerLayer { fatalError() }
    weak open var delegate: (any AVPictureInPictureControllerDelegate)? { get { fatalError() } set { } }
    open func startPictureInPicture() { fatalError() }
    open func stopPictureInPicture() { fatalError() }
    open var isPictureInPicturePossible: Bool { fatalError() }
    open var isPictureInPictureActive: Bool { fatalError() }
    open var isPictureInPictureSuspended: Bool { fatalError() }
    @available(iOS 14.0, *)
    open var requiresLinearPlayback: Bool { get { fatalError() } set { } }
    @available(iOS 14.2, *)
    open var canStartPictureInPictureAutomaticallyFromInline: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open func invalidatePlaybackState() { fatalError() }

    /// What a Picture in Picture controller displays.
    @available(iOS 15.0, *)
    open class ContentSource: NSObject {
        @available(*, unavailable) public override init() { fatalError() }
        public init(playerLayer: AVPlayerLayer) { fatalError() }
        open var playerLayer: AVPlayerLayer? { fatalError() }
    }
}

/// Delegate callbacks for Picture in Picture events.
@objc public protocol AVPictureInPictureControllerDelegate: NSObjectProtocol {
    @objc optional func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    @objc optional func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    @objc optional func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController, failedToStartPictureInPictureWithError error: any Error)
    @objc optional func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    @objc optional func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    @objc optional func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController, restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

/// AirPlay route picker button view.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class AVRoutePickerView: UIView {
    weak open var delegate: (any AVRoutePickerViewDelegate)? { get { fatalError() } set { } }
    open var activeTintColor: UIColor! { get { fatalError() } set { } }
    open var prioritizesVideoDevices: Bool { get { fatalError() } set { } }
}

/// Delegate callbacks of the route picker.
@objc public protocol AVRoutePickerViewDelegate: NSObjectProtocol {
    @objc optional func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    @objc optional func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

/// Phase (began, ended, cancelled) of a hardware capture-button event.
@available(iOS 17.2, *)
@objc(AVCaptureEventPhase) public enum AVCaptureEventPhase: UInt, @unchecked Sendable {
    case began = 0
    case ended = 1
    case cancelled = 2
}

/// Hardware capture-button press delivered to the app.
@available(iOS 17.2, *)
open class AVCaptureEvent: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    open var phase: AVCaptureEventPhase { fatalError() }
}
