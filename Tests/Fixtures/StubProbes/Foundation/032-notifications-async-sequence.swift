// ios: 15.0
// expect: pass
import Foundation

func watch() async {
    for await notification in NotificationCenter.default.notifications(named: Notification.Name("tick")) {
        print(notification.name)
        break
    }
}
