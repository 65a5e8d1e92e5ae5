// ios: 14
// expect: pass
// topic: The iOS 14 Map(coordinateRegion:) API with annotation items and MapMarker (deprecated in iOS 17, still compiles)
// apis: Map(coordinateRegion:interactionModes:showsUserLocation:annotationItems:annotationContent:), MapMarker, MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)
// source: https://developer.apple.com/documentation/mapkit/map/init(coordinateregion:interactionmodes:showsuserlocation:usertrackingmode:annotationitems:annotationcontent:)
import SwiftUI
import MapKit

struct Landmark: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

struct LegacyLandmarksMap: View {
    let landmarks: [Landmark]
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
        latitudinalMeters: 5_000,
        longitudinalMeters: 5_000
    )

    var body: some View {
        Map(coordinateRegion: $region,
            interactionModes: [.pan, .zoom],
            showsUserLocation: true,
            annotationItems: landmarks) { landmark in
            MapMarker(coordinate: landmark.coordinate, tint: .purple)
        }
        .ignoresSafeArea()
    }
}
