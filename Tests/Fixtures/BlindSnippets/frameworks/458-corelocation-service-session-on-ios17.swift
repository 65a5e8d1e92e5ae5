// ios: 17
// expect: error 15: is only available in iOS 18.0 or newer
// topic: Mistake: creating an iOS 18 CLServiceSession in an iOS 17 target
// apis: CLServiceSession(authorization:), CLLocationUpdate.liveUpdates(_:)
// source: https://developer.apple.com/documentation/corelocation/clservicesession-pt7n/init(authorization:)
import SwiftUI
import CoreLocation

@MainActor
final class HikeRecorder: ObservableObject {
    @Published private(set) var points: [CLLocationCoordinate2D] = []
    private var sessionToken: AnyObject?

    func start() {
        sessionToken = CLServiceSession(authorization: .always)
        Task {
            for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                if let coordinate = update.location?.coordinate {
                    points.append(coordinate)
                }
            }
        }
    }
}
