// ios: 15
// expect: error 17: call to main actor-isolated instance method 'refreshBadge()' in a synchronous nonisolated context
// topic: calling a @MainActor method from a nonisolated synchronous function
// apis: MainActor
@MainActor
final class BadgeController {
    var count = 0
    func refreshBadge() { count += 1 }
}

final class PushHandler {
    let badge: BadgeController

    init(badge: BadgeController) { self.badge = badge }

    nonisolated func didReceivePush() {
        badge.refreshBadge()
    }
}
