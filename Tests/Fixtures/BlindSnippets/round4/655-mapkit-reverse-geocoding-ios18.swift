// ios: 18
// expect: error 21: is only available in iOS 26.0 or newer
// topic: Replacing CLGeocoder with the iOS 26 MKReverseGeocodingRequest while the app still deploys to iOS 18
// apis: MKReverseGeocodingRequest(location:), MKReverseGeocodingRequest.mapItems, MKMapItem.name, CLLocation
// source: https://developer.apple.com/documentation/mapkit/mkreversegeocodingrequest, https://developer.apple.com/documentation/mapkit/mkreversegeocodingrequest/init(location:)
import UIKit
import MapKit

final class CheckInViewController: UIViewController {
    private let placeLabel = UILabel()

    func showPlace(latitude: Double, longitude: Double) {
        let location = CLLocation(latitude: latitude, longitude: longitude)
        Task {
            placeLabel.text = await placeName(for: location) ?? "Unknown place"
        }
    }

    private func placeName(for location: CLLocation) async -> String? {
        do {
            guard let items = try await MKReverseGeocodingRequest(location: location)?.mapItems else { return nil }
            return items.first?.name
        } catch {
            print("Reverse geocoding failed: \(error)")
            return nil
        }
    }
}
