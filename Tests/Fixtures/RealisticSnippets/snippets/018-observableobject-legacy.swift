// ios: 15
// expect: pass
// topic: ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject before Observation
// apis: ObservableObject, Published, StateObject, ObservedObject, EnvironmentObject, environmentObject(_:)
final class SessionStore: ObservableObject {
    @Published var userName = "Invitado"
    @Published var isLoggedIn = false
}

struct SessionRoot: View {
    @StateObject private var session = SessionStore()

    var body: some View {
        VStack {
            LoginBadge(session: session)
            GreetingView()
        }
        .environmentObject(session)
    }
}

struct LoginBadge: View {
    @ObservedObject var session: SessionStore

    var body: some View {
        Toggle("Conectado", isOn: $session.isLoggedIn)
    }
}

struct GreetingView: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        Text("Hola, \(session.userName)")
    }
}
