// ios: 15.0
// expect: pass
import Combine
import Foundation

var bag = Set<AnyCancellable>()
NotificationCenter.default.publisher(for: Notification.Name("refresh"))
    .compactMap { $0.userInfo?["count"] as? Int }
    .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    .sink { print($0) }
    .store(in: &bag)
