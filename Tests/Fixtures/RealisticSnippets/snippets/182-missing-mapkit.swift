// ios: 17
// expect: error 5: no such module 'MapKit'
// topic: MapKit for SwiftUI (framework not stubbed)
// apis: Map, MapCameraPosition
import MapKit

struct Place {
    let name: String
    let latitude: Double
    let longitude: Double
}
