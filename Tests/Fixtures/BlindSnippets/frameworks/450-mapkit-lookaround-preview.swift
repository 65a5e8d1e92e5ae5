// ios: 17
// expect: pass
// topic: Showing a Look Around preview fetched with MKLookAroundSceneRequest
// apis: LookAroundPreview(initialScene:), MKLookAroundSceneRequest(coordinate:), MKLookAroundScene, ContentUnavailableView, task(id:)
// source: https://developer.apple.com/documentation/mapkit/lookaroundpreview, https://developer.apple.com/documentation/mapkit/mklookaroundscenerequest
import SwiftUI
import MapKit

struct LookAroundCard: View {
    let coordinate: CLLocationCoordinate2D
    @State private var scene: MKLookAroundScene?

    var body: some View {
        Group {
            if scene != nil {
                LookAroundPreview(initialScene: scene)
            } else {
                ContentUnavailableView("No Look Around", systemImage: "binoculars")
            }
        }
        .frame(height: 180)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .task(id: coordinate.latitude) {
            let request = MKLookAroundSceneRequest(coordinate: coordinate)
            scene = try? await request.scene
        }
    }
}
