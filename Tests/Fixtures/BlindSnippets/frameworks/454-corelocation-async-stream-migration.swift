// ios: 16
// expect: pass
// topic: One AsyncStream API over both worlds: liveUpdates on iOS 17, CLLocationManager delegate on iOS 16
// apis: CLLocationUpdate.liveUpdates(), CLLocationManager, CLLocationManagerDelegate, AsyncStream, AsyncStream.Continuation.onTermination, if #available
// source: https://developer.apple.com/documentation/corelocation/cllocationupdate, https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate
import Foundation
import CoreLocation

final class LocationStream: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var continuation: AsyncStream<CLLocation>.Continuation?

    func locations() -> AsyncStream<CLLocation> {
        if #available(iOS 17.0, *) {
            return AsyncStream { continuation in
                let task = Task {
                    for try await update in CLLocationUpdate.liveUpdates() {
                        if let location = update.location {
                            continuation.yield(location)
                        }
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        } else {
            return AsyncStream { continuation in
                self.continuation = continuation
                self.manager.delegate = self
                self.manager.requestWhenInUseAuthorization()
                self.manager.startUpdatingLocation()
                continuation.onTermination = { [weak self] _ in
                    self?.manager.stopUpdatingLocation()
                }
            }
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        for location in locations {
            continuation?.yield(location)
        }
    }
}
