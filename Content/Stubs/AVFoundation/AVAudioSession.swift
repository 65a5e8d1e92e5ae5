import Foundation

/// App-wide audio configuration and routing (declared in AVFAudio, re-exported by AVFoundation).
@_inheritsConvenienceInitializers open class AVAudioSession: NSObject {
    public override init() { fatalError() }
    open class func sharedInstance() -> AVAudioSession { fatalError() }

    // Category and mode
    open var availableCategories: [AVAudioSession.Category] { fatalError() }
    open func setCategory(_ category: AVAudioSession.Category) throws { fatalError() }
    open func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions = []) throws { fatalError() }
    open func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions = []) throws { fatalError() }
    open var category: AVAudioSession.Category { fatalError() }
    open var categoryOptions: AVAudioSession.CategoryOptions { fatalError() }
    open var routeSharingPolicy: AVAudioSession.RouteSharingPolicy { fatalError() }
    open var availableModes: [AVAudioSession.Mode] { fatalError() }
    open func setMode(_ mode: AVAudioSession.Mode) throws { fatalError() }
    open var mode: AVAudioSession.Mode { fatalError() }
    open func setAllowHapticsAndSystemSoundsDuringRecording(_ inValue: Bool) throws { fatalError() }
    open var allowHapticsAndSystemSoundsDuringRecording: Bool { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Please use AVAudioApplication recordPermission")
    open var recordPermission: AVAudioSession.RecordPermission { fatalError() }
    @available(iOS, introduced: 7.0, deprecated: 17.0, message: "Please use AVAudioApplication requestRecordPermissionWithCompletionHandler")
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) { fatalError() }
    open func overrideOutputAudioPort(_ portOverride: AVAudioSession.PortOverride) throws { fatalError() }
    open func setPreferredInput(_ inPort: AVAudioSessionPortDescription?) throws { fatalError() }
    open var preferredInput: AVAudioSessionPortDescription? { fatalError() }
    @available(iOS 14.5, *)
    open func setPrefersNoInterruptionsFromSystemAlerts(_ inValue: Bool) throws { fatalError() }
    @available(iOS 14.5, *)
    open var prefersNoInterruptionsFromSystemAlerts: Bool { fatalError() }
    @available(iOS 17.2, *)
    open var renderingMode: AVAudioSession.RenderingMode { fatalError() }

    // Activation
    open func setActive(_ active: Bool) throws { fatalError() }
    open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws { fatalError() }

    // Hardware configuration
    open func setPreferredSampleRate(_ sampleRate: Double) throws { fatalError() }
    open var preferredSampleRate: Double { fatalError() }
    open func setPreferredIOBufferDuration(_ duration: TimeInterval) throws { fatalError() }
    open var preferredIOBufferDuration: TimeInterval { fatalError() }
    open func setPreferredInputNumberOfChannels(_ count: Int) throws { fatalError() }
    open var preferredInputNumberOfChannels: Int { fatalError() }
    open func setPreferredOutputNumberOfChannels(_ count: Int) throws { fatalError() }
    open var preferredOutputNumberOfChannels: Int { fatalError() }
    @available(iOS 14.0, *)
    open func setPreferredInputOrientation(_ orientation: AVAudioSession.StereoOrientation) throws { fatalError() }
    @available(iOS 14.0, *)
    open var preferredInputOrientation: AVAudioSession.StereoOrientation { fatalError() }
    @available(iOS 14.0, *)
    open var inputOrientation: AVAudioSession.StereoOrientation { fatalError() }
    open var maximumInputNumberOfChannels: Int { fatalError() }
    open var maximumOutputNumberOfChannels: Int { fatalError() }
    open func setInputGain(_ gain: Float) throws { fatalError() }
    open var inputGain: Float { fatalError() }
    open var isInputGainSettable: Bool { fatalError() }
    open var isInputAvailable: Bool { fatalError() }
    open var sampleRate: Double { fatalError() }
    open var inputNumberOfChannels: Int { fatalError() }
    open var outputNumberOfChannels: Int { fatalError() }
    open var inputLatency: TimeInterval { fatalError() }
    open var outputLatency: TimeInterval { fatalError() }
    open var ioBufferDuration: TimeInterval { fatalError() }

    // Observation
    open var isOtherAudioPlaying: Bool { fatalError() }
    open var secondaryAudioShouldBeSilencedHint: Bool { fatalError() }
    open var outputVolume: Float { fatalError() }
    open var promptStyle: AVAudioSession.PromptStyle { fatalError() }

    // Routing
    open var availableInputs: [AVAudioSessionPortDescription]? { fatalError() }
    open var currentRoute: AVAudioSessionRouteDescription { fatalError() }
    open func setAggregatedIOPreference(_ inIOType: AVAudioSession.IOType) throws { fatalError() }
    @available(iOS 15.0, *)
    open func setSupportsMultichannelContent(_ inValue: Bool) throws { fatalError() }
    @available(iOS 15.0, *)
    open var supportsMultichannelContent: Bool { fatalError() }
    @available(iOS 17.0, *)
    open func setPrefersInterruptionOnRouteDisconnect(_ inValue: Bool) throws { fatalError() }
    @available(iOS 17.0, *)
    open var prefersInterruptionOnRouteDisconnect: Bool { fatalError() }

    // Notifications
    public static let interruptionNotification: NSNotification.Name = { fatalError() }()
    public static let routeChangeNotification: NSNotification.Name = { fatalError() }()
    public static let mediaServicesWereLostNotification: NSNotification.Name = { fatalError() }()
    public static let mediaServicesWereResetNotification: NSNotification.Name = { fatalError() }()
    public static let silenceSecondaryAudioHintNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 15.0, *)
    public static let spatialPlaybackCapabilitiesChangedNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 17.2, *)
    public static let renderingModeChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 17.2, *)
    public static let renderingCapabilitiesChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 18.2, *)
    public static let microphoneInjectionCapabilitiesChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 26.0, *)
    public static let outputMuteStateChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 26.0, *)
    public static let userIntentToUnmuteOutputNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 26.0, *)
    public static let availableInputsChangeNotification: NSNotification.Name = { fatalError() }()
    @available(iOS 26.0, *)
    public static let muteStateKey: String = { fatalError() }()

    /// Category identifiers (playback, record, ambient…).
    public struct Category: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let ambient: AVAudioSession.Category = { fatalError() }()
        public static let soloAmbient: AVAudioSession.Category = { fatalError() }()
        public static let playback: AVAudioSession.Category = { fatalError() }()
        public static let record: AVAudioSession.Category = { fatalError() }()
        public static let playAndRecord: AVAudioSession.Category = { fatalError() }()
        public static let multiRoute: AVAudioSession.Category = { fatalError() }()
        @available(iOS, introduced: 3.0, deprecated: 10.0, message: "No longer supported")
        public static let audioProcessing: AVAudioSession.Category = { fatalError() }()
    }

    /// Mode identifiers that refine a category.
    public struct Mode: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let `default`: AVAudioSession.Mode = { fatalError() }()
        public static let voiceChat: AVAudioSession.Mode = { fatalError() }()
        public static let gameChat: AVAudioSession.Mode = { fatalError() }()
        public static let videoRecording: AVAudioSession.Mode = { fatalError() }()
        public static let measurement: AVAudioSession.Mode = { fatalError() }()
        public static let moviePlayback: AVAudioSession.Mode = { fatalError() }()
        public static let videoChat: AVAudioSession.Mode = { fatalError() }()
        public static let spokenAudio: AVAudioSession.Mode = { fatalError() }()
        public static let voicePrompt: AVAudioSession.Mode = { fatalError() }()
        @available(iOS 26.0, *)
        public static let shortFormVideo: AVAudioSession.Mode = { fatalError() }()
        @available(iOS 26.2, *)
        public static let dualRoute: AVAudioSession.Mode = { fatalError() }()
    }

    /// Port kind identifiers (speaker, headphones, Bluetooth…).
    public struct Port: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        @available(iOS 17.0, *)
        public static let continuityMicrophone: AVAudioSession.Port = { fatalError() }()
        public static let lineIn: AVAudioSession.Port = { fatalError() }()
        public static let builtInMic: AVAudioSession.Port = { fatalError() }()
        public static let headsetMic: AVAudioSession.Port = { fatalError() }()
        public static let lineOut: AVAudioSession.Port = { fatalError() }()
        public static let headphones: AVAudioSession.Port = { fatalError() }()
        public static let bluetoothA2DP: AVAudioSession.Port = { fatalError() }()
        public static let builtInReceiver: AVAudioSession.Port = { fatalError() }()
        public static let builtInSpeaker: AVAudioSession.Port = { fatalError() }()
        public static let HDMI: AVAudioSession.Port = { fatalError() }()
        public static let airPlay: AVAudioSession.Port = { fatalError() }()
        public static let bluetoothLE: AVAudioSession.Port = { fatalError() }()
        public static let bluetoothHFP: AVAudioSession.Port = { fatalError() }()
        public static let usbAudio: AVAudioSession.Port = { fatalError() }()
        public static let carAudio: AVAudioSession.Port = { fatalError() }()
        @available(iOS 14.0, *)
        public static let virtual: AVAudioSession.Port = { fatalError() }()
        @available(iOS 14.0, *)
        public static let PCI: AVAudioSession.Port = { fatalError() }()
        @available(iOS 14.0, *)
        public static let fireWire: AVAudioSession.Port = { fatalError() }()
        @available(iOS 14.0, *)
        public static let displayPort: AVAudioSession.Port = { fatalError() }()
        @available(iOS 14.0, *)
        public static let AVB: AVAudioSession.Port = { fatalError() }()
        @available(iOS 14.0, *)
        public static let thunderbolt: AVAudioSession.Port = { fatalError() }()
    }

    /// Flags that adjust a category.
    public struct CategoryOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var mixWithOthers: AVAudioSession.CategoryOptions { fatalError() }
        public static var duckOthers: AVAudioSession.CategoryOptions { fatalError() }
        @available(iOS, introduced: 1.0, deprecated: 8.0, renamed: "allowBluetoothHFP")
        public static var allowBluetooth: AVAudioSession.CategoryOptions { fatalError() }
        public static var allowBluetoothHFP: AVAudioSession.CategoryOptions { fatalError() }
        public static var defaultToSpeaker: AVAudioSession.CategoryOptions { fatalError() }
        public static var interruptSpokenAudioAndMixWithOthers: AVAudioSession.CategoryOptions { fatalError() }
        public static var allowBluetoothA2DP: AVAudioSession.CategoryOptions { fatalError() }
        public static var allowAirPlay: AVAudioSession.CategoryOptions { fatalError() }
        @available(iOS 14.5, *)
        public static var overrideMutedMicrophoneInterruption: AVAudioSession.CategoryOptions { fatalError() }
        @available(iOS 26.2, *)
        public static var farFieldInput: AVAudioSession.CategoryOptions { fatalError() }
        @available(iOS 26.0, *)
        public static var bluetoothHighQualityRecording: AVAudioSession.CategoryOptions { fatalError() }
    }

    /// Flags passed to `setActive(_:options:)`.
    public struct SetActiveOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var notifyOthersOnDeactivation: AVAudioSession.SetActiveOptions { fatalError() }
    }

    /// Flags carried when an interruption ends.
    public struct InterruptionOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var shouldResume: AVAudioSession.InterruptionOptions { fatalError() }
    }

    /// Start or end of an interruption.
    @objc(AVAudioSessionInterruptionType) public enum InterruptionType: UInt, @unchecked Sendable {
        case began = 1
        case ended = 0
    }

    /// Cause of an interruption.
    @available(iOS 14.5, *)
    @objc(AVAudioSessionInterruptionReason) public enum InterruptionReason: UInt, @unchecked Sendable {
        case `default` = 0
        @available(iOS, introduced: 14.5, deprecated: 16.0, message: "wasSuspended reason no longer present")
        case appWasSuspended = 1
        case builtInMicMuted = 2
        @available(iOS 17.0, *)
        case routeDisconnected = 4
    }

    /// Cause of a route change.
    @objc(AVAudioSessionRouteChangeReason) public enum RouteChangeReason: UInt, @unchecked Sendable {
        case unknown = 0
        case newDeviceAvailable = 1
        case oldDeviceUnavailable = 2
        case categoryChange = 3
        case override = 4
        case wakeFromSleep = 6
        case noSuitableRouteForCategory = 7
        case routeConfigurationChange = 8
    }

    /// Begin/end hint for silencing secondary audio.
    @objc(AVAudioSessionSilenceSecondaryAudioHintType) public enum SilenceSecondaryAudioHintType: UInt, @unchecked Sendable {
        case begin = 1
        case end = 0
    }

    /// Override for the output port.
    @objc(AVAudioSessionPortOverride) public enum PortOverride: UInt, @unchecked Sendable {
        case none = 0
        case speaker = 1936747378
    }

    /// Policy for choosing the session's output route.
    @objc(AVAudioSessionRouteSharingPolicy) public enum RouteSharingPolicy: UInt, @unchecked Sendable {
        case `default` = 0
        case longFormAudio = 1
        case independent = 2
        case longFormVideo = 3
        @available(iOS, introduced: 11.0, deprecated: 13.0, renamed: "longFormAudio")
        public static var longForm: AVAudioSession.RouteSharingPolicy { fatalError() }
    }

    /// Preferred voice-prompt style.
    @objc(AVAudioSessionPromptStyle) public enum PromptStyle: UInt, @unchecked Sendable {
        case none = 1852796517
        case short = 1936224884
        case normal = 1852992876
    }

    /// Aggregated or unspecified input/output.
    @objc(AVAudioSessionIOType) public enum IOType: UInt, @unchecked Sendable {
        case notSpecified = 0
        case aggregated = 1
    }

    /// Orientation used for stereo capture.
    @objc(AVAudioStereoOrientation) public enum StereoOrientation: Int, @unchecked Sendable {
        case none = 0
        case portrait = 1
        case portraitUpsideDown = 2
        case landscapeRight = 3
        case landscapeLeft = 4
    }

    /// Microphone permission state.
    @objc(AVAudioSessionRecordPermission) public enum RecordPermission: UInt, @unchecked Sendable {
        @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use AVAudioApplicationRecordPermissionUndetermined")
        case undetermined = 1970168948
        @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use AVAudioApplicationRecordPermissionDenied")
        case denied = 1684369017
        @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use AVAudioApplicationRecordPermissionGranted")
        case granted = 1735552628
    }

    /// Audio rendering mode the system resolved.
    @objc(AVAudioSessionRenderingMode) public enum RenderingMode: Int, @unchecked Sendable {
        case notApplicable = 0
        case monoStereo = 1
        case surround = 2
        case spatialAudio = 3
        case dolbyAudio = 4
        case dolbyAtmos = 5
    }
}

/// Inputs and outputs making up a route.
@_inheritsConvenienceInitializers open class AVAudioSessionRouteDescription: NSObject {
    public override init() { fatalError() }
    open var inputs: [AVAudioSessionPortDescription] { fatalError() }
    open var outputs: [AVAudioSessionPortDescription] { fatalError() }
}

/// Description of one input or output port.
@_inheritsConvenienceInitializers open class AVAudioSessionPortDescription: NSObject {
    public override init() { fatalError() }
    open var portType: AVAudioSession.Port { fatalError() }
    open var portName: String { fatalError() }
    open var uid: String { fatalError() }
}

public let AVAudioSessionInterruptionTypeKey: String = { fatalError() }()
public let AVAudioSessionInterruptionOptionKey: String = { fatalError() }()
@available(iOS 14.5, *)
public let AVAudioSessionInterruptionReasonKey: String = { fatalError() }()
public let AVAudioSessionRouteChangeReasonKey: String = { fatalError() }()
public let AVAudioSessionRouteChangePreviousRouteKey: String = { fatalError() }()
public let AVAudioSessionSilenceSecondaryAudioHintTypeKey: String = { fatalError() }()
@available(iOS 15.0, *)
public let AVAudioSessionSpatialAudioEnabledKey: String = { fatalError() }()
@available(iOS 17.2, *)
public let AVAudioSessionRenderingModeNewRenderingModeKey: String = { fatalError() }()
