// ios: 15.0
// expect: pass
import Foundation

final class Listener: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(handle(_:)), name: .NSCalendarDayChanged, object: nil)
    }
    @objc private func handle(_ notification: Notification) {
        print(notification.name)
    }
}
extension Notification.Name {
    static let NSCalendarDayChanged = Notification.Name("NSCalendarDayChangedNotification")
}
