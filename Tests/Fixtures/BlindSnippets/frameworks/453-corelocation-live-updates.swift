// ios: 17
// expect: pass
// topic: Replacing the delegate with the iOS 17 async CLLocationUpdate.liveUpdates sequence in an @Observable model
// apis: CLLocationUpdate.liveUpdates(_:), CLLocationUpdate.LiveConfiguration.fitness, CLLocationUpdate.location, CLLocationUpdate.isStationary, Observable
// source: https://developer.apple.com/documentation/corelocation/cllocationupdate/liveupdates(_:)
import SwiftUI
import CoreLocation
import Observation

@Observable
final class LiveLocationModel {
    var current: CLLocation?
    var isStationary = false
    private var updatesTask: Task<Void, Never>?

    func start() {
        updatesTask = Task {
            do {
                for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                    if let location = update.location {
                        current = location
                    }
                    isStationary = update.isStationary
                }
            } catch {
                print("Live updates ended: \(error)")
            }
        }
    }

    func stop() {
        updatesTask?.cancel()
        updatesTask = nil
    }
}

struct RunTrackerView: View {
    @State private var model = LiveLocationModel()

    var body: some View {
        VStack {
            if let location = model.current {
                Text("Speed: \(location.speed, specifier: "%.1f") m/s")
            }
            Text(model.isStationary ? "Paused" : "Moving")
        }
        .onAppear { model.start() }
        .onDisappear { model.stop() }
    }
}
