// ios: 14
// expect: pass
// topic: Updating location permission handling for iOS 14 — instance authorizationStatus, approximate location and temporary full accuracy
// apis: CLLocationManager.authorizationStatus (instance property), CLLocationManager.accuracyAuthorization, CLAccuracyAuthorization, requestTemporaryFullAccuracyAuthorization(withPurposeKey:completion:), CLLocationManagerDelegate.locationManagerDidChangeAuthorization(_:)
// source: https://developer.apple.com/documentation/corelocation/cllocationmanager/authorizationstatus, https://developer.apple.com/documentation/corelocation/cllocationmanager/accuracyauthorization, https://developer.apple.com/documentation/corelocation/cllocationmanager/requesttemporaryfullaccuracyauthorization(withpurposekey:completion:)
import UIKit
import CoreLocation

final class NearbyStoresViewController: UIViewController, CLLocationManagerDelegate {
    private let locationManager = CLLocationManager()
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        locationManager.delegate = self
        locationManager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        if locationManager.authorizationStatus == .notDetermined {
            locationManager.requestWhenInUseAuthorization()
        }
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways:
            if manager.accuracyAuthorization == .reducedAccuracy {
                statusLabel.text = "Showing stores near your approximate location"
            }
            manager.startUpdatingLocation()
        case .denied, .restricted:
            statusLabel.text = "Location access is off"
        default:
            break
        }
    }

    func requestPreciseLocationForDirections() {
        guard locationManager.accuracyAuthorization == .reducedAccuracy else { return }
        locationManager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "StoreDirections") { error in
            if let error = error {
                print("Full accuracy not granted: \(error)")
            }
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }
        print("Searching near \(location.coordinate.latitude), \(location.coordinate.longitude)")
    }
}
