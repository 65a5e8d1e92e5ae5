// ios: 17
// expect: pass
// topic: Calculating a driving route with MKDirections async and drawing it with MapPolyline(MKRoute)
// apis: MKDirections, MKDirections.Request, MKDirections.calculate(), MKRoute, MapPolyline(_:), Marker, MKMapItem, MKPlacemark
// source: https://developer.apple.com/documentation/mapkit/mkdirections, https://developer.apple.com/documentation/mapkit/mappolyline
import SwiftUI
import MapKit

struct DirectionsMapView: View {
    let from: CLLocationCoordinate2D
    let to: CLLocationCoordinate2D
    @State private var route: MKRoute?

    var body: some View {
        Map {
            Marker("Start", coordinate: from).tint(.green)
            Marker("Destination", coordinate: to).tint(.red)
            if let route {
                MapPolyline(route)
                    .stroke(.blue, lineWidth: 6)
            }
        }
        .overlay(alignment: .bottom) {
            if let route {
                Text("\(Int(route.expectedTravelTime / 60)) min")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
            }
        }
        .task { await calculateRoute() }
    }

    private func calculateRoute() async {
        let request = MKDirections.Request()
        request.source = MKMapItem(placemark: MKPlacemark(coordinate: from))
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: to))
        request.transportType = .automobile
        do {
            let response = try await MKDirections(request: request).calculate()
            route = response.routes.first
        } catch {
            route = nil
        }
    }
}
