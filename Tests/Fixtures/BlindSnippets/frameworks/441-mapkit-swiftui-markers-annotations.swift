// ios: 17
// expect: pass
// topic: iOS 17 Map content builder: Markers and a custom Annotation with a bound camera position
// apis: Map(position:content:), MapCameraPosition.region, Marker(_:systemImage:coordinate:), Annotation(_:coordinate:anchor:content:), MKCoordinateRegion, MKCoordinateSpan, mapStyle(_:)
// source: https://developer.apple.com/documentation/mapkit/map, https://developer.apple.com/documentation/mapkit/marker
import SwiftUI
import MapKit

struct CoffeeShop: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

struct CoffeeMapView: View {
    let shops: [CoffeeShop]
    let roastery = CLLocationCoordinate2D(latitude: 52.3702, longitude: 4.8952)
    @State private var position: MapCameraPosition = .region(
        MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 52.3676, longitude: 4.9041),
            span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
        )
    )

    var body: some View {
        Map(position: $position) {
            ForEach(shops) { shop in
                Marker(shop.name, systemImage: "cup.and.saucer.fill", coordinate: shop.coordinate)
                    .tint(.brown)
            }
            Annotation("Our roastery", coordinate: roastery, anchor: .bottom) {
                Image(systemName: "flame.fill")
                    .padding(6)
                    .background(.orange, in: Circle())
            }
        }
        .mapStyle(.standard(pointsOfInterest: .excludingAll))
    }
}
