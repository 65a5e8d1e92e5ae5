// ios: 17
// expect: pass
// topic: Following the user: userLocation camera, UserAnnotation, map controls and onMapCameraChange
// apis: MapCameraPosition.userLocation(fallback:), UserAnnotation, mapControls(_:), MapUserLocationButton, MapCompass, MapPitchToggle, MapScaleView, onMapCameraChange(frequency:_:)
// source: https://developer.apple.com/documentation/mapkit/mapuserlocationbutton, https://developer.apple.com/documentation/swiftui/view/onmapcamerachange(frequency:_:)
import SwiftUI
import MapKit

struct NearbyMapView: View {
    @State private var position: MapCameraPosition = .userLocation(fallback: .automatic)
    @State private var visibleRegion: MKCoordinateRegion?

    var body: some View {
        Map(position: $position) {
            UserAnnotation()
        }
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapPitchToggle()
            MapScaleView()
        }
        .onMapCameraChange(frequency: .onEnd) { context in
            visibleRegion = context.region
        }
        .safeAreaInset(edge: .bottom) {
            if let visibleRegion {
                Text(String(format: "%.3f, %.3f",
                            visibleRegion.center.latitude, visibleRegion.center.longitude))
                    .font(.caption.monospaced())
                    .padding(8)
                    .background(.regularMaterial, in: Capsule())
            }
        }
    }
}
