// ios: 17
// expect: pass
// topic: Drawing a run route with MapPolyline and a start-zone MapCircle; satellite toggle via mapStyle
// apis: Map(initialPosition:content:), MapPolyline(coordinates:), MapCircle(center:radius:), stroke(_:lineWidth:), MapStyle.imagery(elevation:), MapStyle.standard(elevation:)
// source: https://developer.apple.com/documentation/mapkit/mappolyline, https://developer.apple.com/documentation/mapkit/mapcircle, https://developer.apple.com/documentation/mapkit/mapstyle
import SwiftUI
import MapKit

struct RunRouteMap: View {
    let route: [CLLocationCoordinate2D]
    let start: CLLocationCoordinate2D
    @State private var showsSatellite = false

    var body: some View {
        Map(initialPosition: .automatic) {
            MapPolyline(coordinates: route)
                .stroke(.orange, lineWidth: 5)
            MapCircle(center: start, radius: 150)
                .foregroundStyle(.green.opacity(0.25))
            Marker("Start", systemImage: "flag.fill", coordinate: start)
        }
        .mapStyle(showsSatellite ? .imagery(elevation: .realistic) : .standard(elevation: .realistic))
        .overlay(alignment: .topTrailing) {
            Toggle("Satellite", isOn: $showsSatellite)
                .toggleStyle(.button)
                .padding()
        }
    }
}
