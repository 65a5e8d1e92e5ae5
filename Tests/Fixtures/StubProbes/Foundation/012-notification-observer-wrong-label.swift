// ios: 15.0
// expect: error: incorrect argument label
import Foundation

let token = NotificationCenter.default.addObserver(name: Notification.Name("x"), object: nil, queue: .main) { _ in }
