// ios: 16
// expect: error 15: is only available in iOS 17.0 or newer
// topic: Mistake: using the iOS 17 Map content builder and Marker in an iOS 16 target
// apis: Map(content:), Marker(_:coordinate:)
// source: https://developer.apple.com/documentation/mapkit/marker
import SwiftUI
import MapKit

struct OfficeMapView: View {
    private let office = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Visit us").font(.headline)
            Map { Marker("Office", coordinate: office) }
                .frame(height: 200)
        }
    }
}
