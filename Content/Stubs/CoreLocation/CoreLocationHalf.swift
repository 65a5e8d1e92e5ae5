import Foundation

// Objective-C half of CoreLocation (CLLocation.h, CLError.h, CLErrorDomain.h, CLRegion.h, CLCircularRegion.h,
// CLBeaconRegion.h, CLBeaconIdentityConstraint.h, CLHeading.h, CLVisit.h, CLMonitoringEvent.h) as Swift's
// Clang importer presents it on iOS. CLLocationManager and its delegate are in CLLocationManager.swift,
// CLGeocoder and CLPlacemark in CLGeocoder.swift.

// MARK: - Scalar types

public typealias CLLocationDegrees = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLLocationDistance = Double
public typealias CLHeadingComponentValue = Double
public typealias CLBeaconMajorValue = UInt16
public typealias CLBeaconMinorValue = UInt16

// MARK: - CLLocationCoordinate2D

/// Latitude/longitude pair in degrees (a C struct in the SDK).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { fatalError() }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { fatalError() }
}

public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool { fatalError() }
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D { fatalError() }

// MARK: - Constants

public let kCLDistanceFilterNone: CLLocationDistance = { fatalError() }()
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = { fatalError() }()
public let kCLLocationAccuracyBest: CLLocationAccuracy = { fatalError() }()
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = { fatalError() }()
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = { fatalError() }()
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = { fatalError() }()
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = { fatalError() }()
@available(iOS 14.0, *)
public let kCLLocationAccuracyReduced: CLLocationAccuracy = { fatalError() }()
public let CLLocationDistanceMax: CLLocationDistance = { fatalError() }()
public let CLTimeIntervalMax: TimeInterval = { fatalError() }()
public let kCLLocationCoordinate2DInvalid: CLLocationCoordinate2D = { fatalError() }()
public let kCLHeadingFilterNone: CLLocationDegrees = { fatalError() }()
public let kCLErrorDomain: String = { fatalError() }()
public let kCLErrorUserInfoAlternateRegionKey: String = { fatalError() }()

// MARK: - CLFloor

/// Building floor level of a location.
open class CLFloor: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var level: Int { fatalError() }
}

// MARK: - CLLocationSourceInformation

/// Details on where a location reading came from.
@available(iOS 15.0, *)
open class CLLocationSourceInformation: NSObject, NSCopying, NSSecureCoding {
    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var isSimulatedBySoftware: Bool { fatalError() }
    open var isProducedByAccessory: Bool { fatalError() }
}

// MARK: - CLLocation

/// Location fix with accuracy, altitude and timestamp.
open class CLLocation: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { fatalError() }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) { fatalError() }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) { fatalError() }
    @available(iOS 13.4, *)
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) { fatalError() }
    @available(iOS 15.0, *)
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date, sourceInfo: CLLocationSourceInformation) { fatalError() }

    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var altitude: CLLocationDistance { fatalError() }
    @available(iOS 15.0, *)
    open var ellipsoidalAltitude: CLLocationDistance { fatalError() }
    open var horizontalAccuracy: CLLocationAccuracy { fatalError() }
    open var verticalAccuracy: CLLocationAccuracy { fatalError() }
    open var course: CLLocationDirection { fatalError() }
    @available(iOS 13.4, *)
    open var courseAccuracy: CLLocationDirectionAccuracy { fatalError() }
    open var speed: CLLocationSpeed { fatalError() }
    open var speedAccuracy: CLLocationSpeedAccuracy { fatalError() }
    open var timestamp: Date { fatalError() }
    open var floor: CLFloor? { fatalError() }
    @available(iOS 15.0, *)
    open var sourceInformation: CLLocationSourceInformation? { fatalError() }
    open func distance(from location: CLLocation) -> CLLocationDistance { fatalError() }
}

// MARK: - CLError

/// Core Location's error, as Swift presents the `CLError` code enum of `kCLErrorDomain`.
public struct CLError: _BridgedStoredNSError {
    public let _nsError: NSError
    public init(_nsError: NSError) { fatalError() }
    public static var errorDomain: String { fatalError() }

    public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
        public typealias _ErrorType = CLError
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    public static var locationUnknown: CLError.Code { fatalError() }
    public static var denied: CLError.Code { fatalError() }
    public static var network: CLError.Code { fatalError() }
    public static var headingFailure: CLError.Code { fatalError() }
    public static var regionMonitoringDenied: CLError.Code { fatalError() }
    public static var regionMonitoringFailure: CLError.Code { fatalError() }
    public static var regionMonitoringSetupDelayed: CLError.Code { fatalError() }
    public static var regionMonitoringResponseDelayed: CLError.Code { fatalError() }
    public static var geocodeFoundNoResult: CLError.Code { fatalError() }
    public static var geocodeFoundPartialResult: CLError.Code { fatalError() }
    public static var geocodeCanceled: CLError.Code { fatalError() }
    public static var deferredFailed: CLError.Code { fatalError() }
    public static var deferredNotUpdatingLocation: CLError.Code { fatalError() }
    public static var deferredAccuracyTooLow: CLError.Code { fatalError() }
    public static var deferredDistanceFiltered: CLError.Code { fatalError() }
    public static var deferredCanceled: CLError.Code { fatalError() }
    public static var rangingUnavailable: CLError.Code { fatalError() }
    public static var rangingFailure: CLError.Code { fatalError() }
    public static var promptDeclined: CLError.Code { fatalError() }
    public static var historicalLocationError: CLError.Code { fatalError() }
}

// MARK: - Regions

/// Inside, outside or unknown relative to a region.
@frozen
@objc(CLRegionState)
public enum CLRegionState: Int, @unchecked Sendable {
    case unknown = 0
    case inside = 1
    case outside = 2
}

/// Rough distance bucket to a beacon.
@objc(CLProximity)
public enum CLProximity: Int, @unchecked Sendable {
    case unknown = 0
    case immediate = 1
    case near = 2
    case far = 3
}

/// Base class of monitored regions.
open class CLRegion: NSObject, NSCopying, NSSecureCoding {
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var identifier: String { fatalError() }
    open var notifyOnEntry: Bool { get { fatalError() } set { } }
    open var notifyOnExit: Bool { get { fatalError() } set { } }
}

/// Region defined by a centre and radius.
open class CLCircularRegion: CLRegion {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var center: CLLocationCoordinate2D { fatalError() }
    open var radius: CLLocationDistance { fatalError() }
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool { fatalError() }
}

/// UUID/major/minor filter for beacons.
open class CLBeaconIdentityConstraint: NSObject, NSCopying, NSSecureCoding {
    public init(uuid: UUID) { fatalError() }
    public init(uuid: UUID, major: CLBeaconMajorValue) { fatalError() }
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var uuid: UUID { fatalError() }
}

/// Region matched by beacon identity.
open class CLBeaconRegion: CLRegion {
    public init(uuid: UUID, identifier: String) { fatalError() }
    public init(uuid: UUID, major: CLBeaconMajorValue, identifier: String) { fatalError() }
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) { fatalError() }
    public init(beaconIdentityConstraint: CLBeaconIdentityConstraint, identifier: String) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var beaconIdentityConstraint: CLBeaconIdentityConstraint { fatalError() }
    open var uuid: UUID { fatalError() }
    open var major: NSNumber? { fatalError() }
    open var minor: NSNumber? { fatalError() }
    open var notifyEntryStateOnDisplay: Bool { get { fatalError() } set { } }
}

/// Beacon found while ranging.
open class CLBeacon: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var timestamp: Date { fatalError() }
    open var uuid: UUID { fatalError() }
    open var major: NSNumber { fatalError() }
    open var minor: NSNumber { fatalError() }
    open var proximity: CLProximity { fatalError() }
    open var accuracy: CLLocationAccuracy { fatalError() }
    open var rssi: Int { fatalError() }
}

// MARK: - CLHeading

/// Compass heading, magnetic and true.
open class CLHeading: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var magneticHeading: CLLocationDirection { fatalError() }
    open var trueHeading: CLLocationDirection { fatalError() }
    open var headingAccuracy: CLLocationDirection { fatalError() }
    open var x: CLHeadingComponentValue { fatalError() }
    open var y: CLHeadingComponentValue { fatalError() }
    open var z: CLHeadingComponentValue { fatalError() }
    open var timestamp: Date { fatalError() }
}

// MARK: - CLVisit

/// Stay at one place, with arrival and departure times.
open class CLVisit: NSObject, NSSecureCoding, NSCopying {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var arrivalDate: Date { fatalError() }
    open var departureDate: Date { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var horizontalAccuracy: CLLocationAccuracy { fatalError() }
}

// MARK: - CLMonitor support (NS_REFINED_FOR_SWIFT)

/// Raw monitoring state behind the overlay's `CLMonitor.Event.State`.
@available(iOS 17.0, *)
@objc(CLMonitoringState)
public enum __CLMonitoringState: UInt, @unchecked Sendable {
    case unknown = 0
    case satisfied = 1
    case unsatisfied = 2
    @available(iOS 17.2, *)
    case unmonitored = 3
}
