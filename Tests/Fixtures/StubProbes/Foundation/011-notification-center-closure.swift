// ios: 15.0
// expect: pass
import Foundation

extension Notification.Name {
    static let didRefresh = Notification.Name("didRefresh")
}
let token = NotificationCenter.default.addObserver(forName: .didRefresh, object: nil, queue: .main) { notification in
    print(notification.name.rawValue, notification.userInfo?["count"] as? Int ?? 0)
}
NotificationCenter.default.post(name: .didRefresh, object: nil, userInfo: ["count": 3])
NotificationCenter.default.removeObserver(token)
