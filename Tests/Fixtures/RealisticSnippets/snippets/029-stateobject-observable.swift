// ios: 17
// expect: error 11: requires that 'PlayerModel' conform to 'ObservableObject'
// topic: @StateObject with an @Observable class
// apis: StateObject, Observable()
@Observable
final class PlayerModel {
    var isPlaying = false
}

struct PlayerView: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        Button(player.isPlaying ? "Pausa" : "Reproducir") {
            player.isPlaying.toggle()
        }
    }
}
