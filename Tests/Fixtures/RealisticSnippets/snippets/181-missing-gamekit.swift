// ios: 16
// expect: error 5: 'GameKit' is an Apple framework that Puente's stubs do not include
// topic: Game Center sign-in (framework not stubbed)
// apis: GKLocalPlayer
import GameKit

struct PlayerBadge {
    var alias: String
    var isSignedIn: Bool
}
