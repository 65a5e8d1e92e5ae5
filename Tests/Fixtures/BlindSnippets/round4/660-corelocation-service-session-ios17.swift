// ios: 17
// expect: error 15: is only available in iOS 18.0 or newer
// topic: Holding a CLServiceSession (iOS 18) for in-use authorization in a navigation screen that still deploys to iOS 17
// apis: CLServiceSession(authorization:), CLServiceSession.AuthorizationRequirement.whenInUse, CLLocationUpdate.liveUpdates(_:)
// source: https://developer.apple.com/documentation/corelocation/clservicesession-pt7n/init(authorization:), https://developer.apple.com/documentation/corelocation/clservicesession-pt7n
import UIKit
import CoreLocation

final class TurnByTurnViewController: UIViewController {
    private var sessions: [AnyObject] = []
    private var updatesTask: Task<Void, Never>?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sessions.append(CLServiceSession(authorization: .whenInUse))
        updatesTask = Task {
            do {
                for try await update in CLLocationUpdate.liveUpdates(.automotiveNavigation) {
                    if let location = update.location {
                        print("Heading \(location.course)")
                    }
                }
            } catch {
                print(error)
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        updatesTask?.cancel()
        sessions.removeAll()
    }
}
