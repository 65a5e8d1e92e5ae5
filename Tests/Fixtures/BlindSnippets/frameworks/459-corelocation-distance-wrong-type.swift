// ios: 15
// expect: error 13: cannot convert value of type 'CLLocationCoordinate2D' to expected argument type 'CLLocation'
// topic: Distance to a trailhead and reverse geocoding; mistake: passing a coordinate where CLLocation is expected
// apis: CLLocation.distance(from:), CLLocationCoordinate2D, CLGeocoder.reverseGeocodeLocation(_:), MeasurementFormatter
// source: https://developer.apple.com/documentation/corelocation/cllocation/distance(from:)
import Foundation
import CoreLocation

struct TrailheadDistance {
    let trailhead: CLLocationCoordinate2D

    func distanceText(from userLocation: CLLocation) -> String {
        let meters = userLocation.distance(from: trailhead)
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .naturalScale
        return formatter.string(from: Measurement(value: meters, unit: UnitLength.meters))
    }

    func placeName(for location: CLLocation) async -> String? {
        let placemarks = try? await CLGeocoder().reverseGeocodeLocation(location)
        return placemarks?.first?.locality
    }
}
