// ios: 17
// expect: pass
// topic: Geofencing with the iOS 17 CLMonitor actor instead of region monitoring on CLLocationManager
// apis: CLMonitor, CLMonitor.init(_:), CLMonitor.CircularGeographicCondition, add(_:identifier:assuming:), CLMonitor.events, CLMonitor.Event.state, remove(_:)
// source: https://developer.apple.com/documentation/corelocation/clmonitor-2r51v, https://developer.apple.com/documentation/corelocation/clmonitor-2r51v/add(_:identifier:assuming:)
import Foundation
import CoreLocation

actor GeofenceService {
    private var monitor: CLMonitor?

    func startMonitoring(store: CLLocationCoordinate2D) async {
        let monitor = await CLMonitor("StorePickupMonitor")
        self.monitor = monitor
        let condition = CLMonitor.CircularGeographicCondition(center: store, radius: 200)
        await monitor.add(condition, identifier: "pickup-store", assuming: .unsatisfied)

        do {
            for try await event in await monitor.events {
                switch event.state {
                case .satisfied:
                    print("Arrived at \(event.identifier)")
                case .unsatisfied:
                    print("Left \(event.identifier)")
                default:
                    break
                }
            }
        } catch {
            print("Monitoring failed: \(error)")
        }
    }

    func stopMonitoring() async {
        await monitor?.remove("pickup-store")
    }
}
