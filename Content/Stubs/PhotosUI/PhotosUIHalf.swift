// `import PhotosUI` also gives Photos and UIKit (its headers import <Photos/Photos.h> and <UIKit/UIKit.h>).
@_exported import Foundation
@_exported import UIKit
@_exported import Photos
import CoreGraphics

// MARK: - PHPicker.h
// PHPickerFilter, PHPickerConfiguration, PHPickerResult, PHPickerMode and
// PHPickerViewControllerDelegate are Swift types of the generated overlay.

/// Picker features that may be turned off.
@available(iOS 17.0, *)
public struct PHPickerCapabilities: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var search: PHPickerCapabilities { fatalError() }
    public static var stagingArea: PHPickerCapabilities { fatalError() }
    public static var collectionNavigation: PHPickerCapabilities { fatalError() }
    public static var selectionActions: PHPickerCapabilities { fatalError() }
    public static var sensitivityAnalysisIntervention: PHPickerCapabilities { fatalError() }
}

/// System photo picker view controller.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    @available(*, unavailable)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError() }
    @available(*, unavailable)
    public convenience init() { fatalError() }

    @available(iOS 16.0, *)
    open func deselectAssets(withIdentifiers identifiers: [String]) { fatalError() }
    @available(iOS 16.0, *)
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) { fatalError() }
    @available(iOS 17.0, *)
    open func scrollToInitialPosition() { fatalError() }
    @available(iOS 17.0, *)
    open func zoomIn() { fatalError() }
    @available(iOS 17.0, *)
    open func zoomOut() { fatalError() }
}

// MARK: - PHPhotoLibrary+PhotosUISupport.h

extension PHPhotoLibrary {
    @available(iOS 14.0, *)
    public func presentLimitedLibraryPicker(from controller: UIViewController) { fatalError() }
    @available(iOS 15.0, *)
    @discardableResult public func presentLimitedLibraryPicker(from controller: UIViewController, completionHandler: @escaping @Sendable ([String]) -> Void) { fatalError() }
    @available(iOS 15.0, *)
    public func presentLimitedLibraryPicker(from controller: UIViewController) async -> [String] { fatalError() }
}

// MARK: - PHLivePhotoView.h

/// Variants of the Live Photo badge.
public struct PHLivePhotoBadgeOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var overContent: PHLivePhotoBadgeOptions { fatalError() }
    public static var liveOff: PHLivePhotoBadgeOptions { fatalError() }
}

/// Full or hint playback of a Live Photo.
@objc(PHLivePhotoViewPlaybackStyle)
public enum PHLivePhotoViewPlaybackStyle: Int, @unchecked Sendable {
    case undefined = 0
    case full = 1
    case hint = 2
}

/// View that plays a Live Photo.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class PHLivePhotoView: UIView {
    @discardableResult open class func livePhotoBadgeImage(options badgeOptions: PHLivePhotoBadgeOptions = []) -> UIImage { fatalError() }
    weak open var delegate: (any PHLivePhotoViewDelegate)? { get { fatalError() } set { } }
    open var livePhoto: PHLivePhoto? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var contentsRect: CGRect { get { fatalError() } set { } }
    open var isMuted: Bool { get { fatalError() } set { } }
    open var playbackGestureRecognizer: UIGestureRecognizer { fatalError() }
    open func startPlayback(with playbackStyle: PHLivePhotoViewPlaybackStyle) { fatalError() }
    open func stopPlayback() { fatalError() }
}

/// Playback callbacks of a Live Photo view.
@preconcurrency @MainActor
@objc public protocol PHLivePhotoViewDelegate: NSObjectProtocol {
    @objc optional func livePhotoView(_ livePhotoView: PHLivePhotoView, canBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle) -> Bool
    @objc optional func livePhotoView(_ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
    @objc optional func livePhotoView(_ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
    @objc optional func livePhotoView(_ livePhotoView: PHLivePhotoView, extraMinimumTouchDurationFor touch: UITouch, with playbackStyle: PHLivePhotoViewPlaybackStyle) -> TimeInterval
}
