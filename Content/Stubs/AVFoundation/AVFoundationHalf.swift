// AVFoundation (playback subset): the Objective-C half. `import AVFoundation` also gives CoreMedia (CMTime)
// and QuartzCore (CALayer), as the framework's headers import them; AVAudioSession (AVFAudio, which
// AVFoundation re-exports) is declared here too.
@_exported import Foundation
@_exported import CoreMedia
@_exported import QuartzCore

/// Media type identifiers (`.video`, `.audio`…) for tracks and capture.
public struct AVMediaType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let video: AVMediaType = { fatalError() }()
    public static let audio: AVMediaType = { fatalError() }()
    public static let text: AVMediaType = { fatalError() }()
    public static let closedCaption: AVMediaType = { fatalError() }()
    public static let subtitle: AVMediaType = { fatalError() }()
    public static let timecode: AVMediaType = { fatalError() }()
    public static let metadata: AVMediaType = { fatalError() }()
    public static let muxed: AVMediaType = { fatalError() }()
    public static let metadataObject: AVMediaType = { fatalError() }()
    public static let depthData: AVMediaType = { fatalError() }()
}

/// Scaling rule for video inside a layer's bounds.
public struct AVLayerVideoGravity: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let resizeAspect: AVLayerVideoGravity = { fatalError() }()
    public static let resizeAspectFill: AVLayerVideoGravity = { fatalError() }()
    public static let resize: AVLayerVideoGravity = { fatalError() }()
}

/// Core Animation layer that renders a player's video.
@_inheritsConvenienceInitializers open class AVPlayerLayer: CALayer {
    // CALayer's designated initializers (QuartzCore's stub), which an interface's class inherits only when it
    // declares them.
    public override init() { fatalError() }
    public override init(layer: Any) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(player: AVPlayer?) { fatalError() }
    open var player: AVPlayer? { get { fatalError() } set { } }
    open var videoGravity: AVLayerVideoGravity { get { fatalError() } set { } }
    open var isReadyForDisplay: Bool { fatalError() }
    open var videoRect: CGRect { fatalError() }
    open var pixelBufferAttributes: [String: Any]? { get { fatalError() } set { } }
}

/// Permission state for capturing a media type.
@objc(AVAuthorizationStatus) public enum AVAuthorizationStatus: Int, @unchecked Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}

/// Camera or microphone; the stub carries only its authorization and identity API.
open class AVCaptureDevice: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { fatalError() }
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { fatalError() }
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) { fatalError() }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { fatalError() }
    open var uniqueID: String { fatalError() }
    open var modelID: String { fatalError() }
    open var localizedName: String { fatalError() }
    open var isConnected: Bool { fatalError() }
    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { fatalError() }
    public static let wasConnectedNotification: NSNotification.Name = { fatalError() }()
    public static let wasDisconnectedNotification: NSNotification.Name = { fatalError() }()
    public static let subjectAreaDidChangeNotification: NSNotification.Name = { fatalError() }()
}
