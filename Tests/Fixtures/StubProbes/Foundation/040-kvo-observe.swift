// ios: 15.0
// expect: pass
import Foundation

final class Player: NSObject {
    @objc dynamic var rate: Float = 0
}
let player = Player()
let observation = player.observe(\.rate, options: [.initial, .new]) { player, change in
    print(change.newValue ?? 0, player.rate)
}
observation.invalidate()
