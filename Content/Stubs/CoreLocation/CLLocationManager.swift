import Foundation

// CLLocationManager.h, CLLocationManager+CLVisitExtensions.h and CLLocationManagerDelegate.h.

/// Device orientation as Core Location reports it.
@objc(CLDeviceOrientation)
public enum CLDeviceOrientation: Int32, @unchecked Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6
}

/// Location permission state of the app.
@objc(CLAuthorizationStatus)
public enum CLAuthorizationStatus: Int32, @unchecked Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
}

/// Full or reduced location accuracy permission.
@available(iOS 14.0, *)
@objc(CLAccuracyAuthorization)
public enum CLAccuracyAuthorization: Int, @unchecked Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// Hint about the kind of movement the app expects (fitness, navigation…).
@objc(CLActivityType)
public enum CLActivityType: Int, @unchecked Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    @available(iOS 12.0, *)
    case airborne = 5
}

/// Entry point for starting and stopping location updates.
open class CLLocationManager: NSObject {
    public override init() { fatalError() }

    open class func locationServicesEnabled() -> Bool { fatalError() }
    open class func headingAvailable() -> Bool { fatalError() }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { fatalError() }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { fatalError() }
    open class func isRangingAvailable() -> Bool { fatalError() }
    @available(iOS, introduced: 4.2, deprecated: 14.0, message: "Use -authorizationStatus")
    open class func authorizationStatus() -> CLAuthorizationStatus { fatalError() }

    @available(iOS 14.0, *)
    open var authorizationStatus: CLAuthorizationStatus { fatalError() }
    @available(iOS 14.0, *)
    open var accuracyAuthorization: CLAccuracyAuthorization { fatalError() }
    @available(iOS 14.0, *)
    open var isAuthorizedForWidgetUpdates: Bool { fatalError() }

    weak open var delegate: (any CLLocationManagerDelegate)? { get { fatalError() } set { } }

    open var activityType: CLActivityType { get { fatalError() } set { } }
    open var distanceFilter: CLLocationDistance { get { fatalError() } set { } }
    open var desiredAccuracy: CLLocationAccuracy { get { fatalError() } set { } }
    open var pausesLocationUpdatesAutomatically: Bool { get { fatalError() } set { } }
    open var allowsBackgroundLocationUpdates: Bool { get { fatalError() } set { } }
    open var showsBackgroundLocationIndicator: Bool { get { fatalError() } set { } }
    open var location: CLLocation? { fatalError() }
    open var headingFilter: CLLocationDegrees { get { fatalError() } set { } }
    open var headingOrientation: CLDeviceOrientation { get { fatalError() } set { } }
    open var heading: CLHeading? { fatalError() }
    open var maximumRegionMonitoringDistance: CLLocationDistance { fatalError() }
    open var monitoredRegions: Set<CLRegion> { fatalError() }
    open var rangedBeaconConstraints: Set<CLBeaconIdentityConstraint> { fatalError() }

    open func requestWhenInUseAuthorization() { fatalError() }
    open func requestAlwaysAuthorization() { fatalError() }
    @available(iOS 14.0, *)
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 14.0, *)
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws { fatalError() }
    @available(iOS 14.0, *)
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) { fatalError() }

    open func startUpdatingLocation() { fatalError() }
    open func stopUpdatingLocation() { fatalError() }
    open func requestLocation() { fatalError() }
    open func startUpdatingHeading() { fatalError() }
    open func stopUpdatingHeading() { fatalError() }
    open func dismissHeadingCalibrationDisplay() { fatalError() }
    open func startMonitoringSignificantLocationChanges() { fatalError() }
    open func stopMonitoringSignificantLocationChanges() { fatalError() }
    @available(iOS 15.0, *)
    open func startMonitoringLocationPushes(completion: (@Sendable (Data?, (any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 15.0, *)
    open func startMonitoringLocationPushes() async throws -> Data { fatalError() }
    @available(iOS 15.0, *)
    open func stopMonitoringLocationPushes() { fatalError() }
    open func stopMonitoring(for region: CLRegion) { fatalError() }
    open func startMonitoring(for region: CLRegion) { fatalError() }
    open func requestState(for region: CLRegion) { fatalError() }
    open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) { fatalError() }
    open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) { fatalError() }

    // CLLocationManager (CLVisitExtensions)
    open func startMonitoringVisits() { fatalError() }
    open func stopMonitoringVisits() { fatalError() }
}

/// Callbacks a location manager sends to its delegate.
@objc public protocol CLLocationManagerDelegate: NSObjectProtocol {
    @objc optional func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    @objc optional func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    @objc optional func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    @objc optional func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    @objc optional func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint)
    @objc optional func locationManager(_ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint, error: any Error)
    @objc optional func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    @objc optional func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    @objc optional func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    @objc optional func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    @available(iOS, introduced: 4.2, deprecated: 14.0)
    @objc optional func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    @available(iOS 14.0, *)
    @objc optional func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    @objc optional func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    @objc optional func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    @objc optional func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    @objc optional func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
}
