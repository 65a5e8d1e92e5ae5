// ios: 15.0
// expect: pass
import Foundation

let center = NotificationCenter.default
center.addObserver(forName: Notification.Name("x"), object: nil, queue: nil) { _ in }
let formatter = DateFormatter()
formatter.string(from: Date())
FileManager.default.fileExists(atPath: "/tmp")
