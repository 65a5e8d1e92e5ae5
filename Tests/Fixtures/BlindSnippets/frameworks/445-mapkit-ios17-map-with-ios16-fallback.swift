// ios: 16
// expect: pass
// topic: Adopting the iOS 17 Map content builder with an iOS 16 Map(coordinateRegion:) fallback
// apis: Map(initialPosition:content:), Marker(_:coordinate:), mapControls(_:), MapUserLocationButton, Map(coordinateRegion:annotationItems:annotationContent:), MapMarker, if #available
// source: https://developer.apple.com/documentation/mapkit/map
import SwiftUI
import MapKit

struct StoreLocation: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

struct StoreLocatorMap: View {
    let stores: [StoreLocation]
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 40.7128, longitude: -74.0060),
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)
    )

    var body: some View {
        if #available(iOS 17.0, *) {
            Map(initialPosition: .region(region)) {
                ForEach(stores) { store in
                    Marker(store.name, coordinate: store.coordinate)
                }
            }
            .mapControls {
                MapUserLocationButton()
            }
        } else {
            Map(coordinateRegion: $region, annotationItems: stores) { store in
                MapMarker(coordinate: store.coordinate)
            }
        }
    }
}
