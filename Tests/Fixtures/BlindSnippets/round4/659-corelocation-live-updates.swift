// ios: 17
// expect: pass
// topic: Replacing startUpdatingLocation and delegate callbacks with the CLLocationUpdate.liveUpdates async sequence during a workout
// apis: CLLocationUpdate.liveUpdates(_:), CLLocationUpdate.LiveConfiguration.fitness, CLLocationUpdate.location, CLLocationUpdate.isStationary, CLBackgroundActivitySession
// source: https://developer.apple.com/documentation/corelocation/cllocationupdate/liveupdates(_:), https://developer.apple.com/documentation/corelocation/cllocationupdate, https://developer.apple.com/documentation/corelocation/clbackgroundactivitysession-3mzv3
import UIKit
import CoreLocation

final class WorkoutTrackerViewController: UIViewController {
    private var trackingTask: Task<Void, Never>?
    private var backgroundSession: CLBackgroundActivitySession?
    private var route: [CLLocation] = []
    private let distanceLabel = UILabel()

    func startWorkout() {
        backgroundSession = CLBackgroundActivitySession()
        trackingTask = Task { [weak self] in
            do {
                for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                    guard let self else { return }
                    if let location = update.location {
                        self.route.append(location)
                        self.updateDistance()
                    }
                    if update.isStationary {
                        self.distanceLabel.text = "Paused"
                    }
                }
            } catch {
                print("Location updates ended: \(error)")
            }
        }
    }

    func stopWorkout() {
        trackingTask?.cancel()
        backgroundSession?.invalidate()
        backgroundSession = nil
    }

    private func updateDistance() {
        guard route.count > 1 else { return }
        let meters = zip(route, route.dropFirst()).reduce(0) { $0 + $1.0.distance(from: $1.1) }
        distanceLabel.text = String(format: "%.2f km", meters / 1000)
    }
}
