// ios: 18
// expect: pass
// topic: iOS 18 CLServiceSession declaring the authorization a navigation feature needs, with live update diagnostics
// apis: CLServiceSession(authorization:fullAccuracyPurposeKey:), CLServiceSession.invalidate(), CLLocationUpdate.liveUpdates(_:), CLLocationUpdate.authorizationDenied
// source: https://developer.apple.com/documentation/corelocation/clservicesession-pt7n, https://developer.apple.com/documentation/corelocation/cllocationupdate
import SwiftUI
import CoreLocation

@MainActor
final class NavigationSessionModel: ObservableObject {
    @Published var status = "Waiting for location"
    private var session: CLServiceSession?
    private var task: Task<Void, Never>?

    func beginNavigation() {
        session = CLServiceSession(authorization: .whenInUse, fullAccuracyPurposeKey: "TurnByTurn")
        task = Task {
            do {
                for try await update in CLLocationUpdate.liveUpdates(.automotiveNavigation) {
                    if update.authorizationDenied {
                        status = "Location access denied"
                    } else if let location = update.location {
                        status = String(format: "%.5f, %.5f",
                                        location.coordinate.latitude, location.coordinate.longitude)
                    }
                }
            } catch {
                status = "Updates stopped"
            }
        }
    }

    func endNavigation() {
        task?.cancel()
        session?.invalidate()
        session = nil
    }
}
