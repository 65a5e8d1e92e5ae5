// ios: 16
// expect: error 16: is only available in iOS 17.0 or newer
// topic: Mistake: iterating CLLocationUpdate.liveUpdates in an iOS 16 target without an availability check
// apis: CLLocationUpdate.liveUpdates(_:), CLLocationUpdate.LiveConfiguration.automotiveNavigation
// source: https://developer.apple.com/documentation/corelocation/cllocationupdate/liveupdates(_:)
import SwiftUI
import CoreLocation

@MainActor
final class DeliveryTracker: ObservableObject {
    @Published var courierLocation: CLLocationCoordinate2D?
    private var trackingTask: Task<Void, Error>?

    func startTracking() {
        trackingTask = Task {
            for try await update in CLLocationUpdate.liveUpdates(.automotiveNavigation) { courierLocation = update.location?.coordinate }
        }
    }

    func stopTracking() {
        trackingTask?.cancel()
    }
}
