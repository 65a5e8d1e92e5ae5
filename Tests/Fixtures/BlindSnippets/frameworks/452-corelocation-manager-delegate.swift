// ios: 14
// expect: pass
// topic: Classic CLLocationManager delegate wrapped in an ObservableObject, with iOS 14 authorization and accuracy APIs
// apis: CLLocationManager, CLLocationManagerDelegate, locationManagerDidChangeAuthorization(_:), authorizationStatus, accuracyAuthorization, requestTemporaryFullAccuracyAuthorization(withPurposeKey:), requestWhenInUseAuthorization(), startUpdatingLocation()
// source: https://developer.apple.com/documentation/corelocation/cllocationmanager, https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanagerdidchangeauthorization(_:)
import SwiftUI
import CoreLocation

final class LocationProvider: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var authorizationStatus: CLAuthorizationStatus = .notDetermined
    @Published var lastLocation: CLLocation?
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.distanceFilter = 50
    }

    func requestPermission() {
        manager.requestWhenInUseAuthorization()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorizationStatus = manager.authorizationStatus
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways:
            if manager.accuracyAuthorization == .reducedAccuracy {
                manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "NearbyStores")
            }
            manager.startUpdatingLocation()
        default:
            manager.stopUpdatingLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        print("Location error: \(error.localizedDescription)")
    }
}

struct LocationStatusView: View {
    @StateObject private var provider = LocationProvider()

    var body: some View {
        if let location = provider.lastLocation {
            Text("\(location.coordinate.latitude), \(location.coordinate.longitude)")
        } else {
            Button("Share location") { provider.requestPermission() }
        }
    }
}
