// ios: 17.0
// expect: pass
import SwiftUI

@Observable
final class Session {
    var userName: String?
}

struct Greeting: View {
    @Environment(Session.self) private var session: Session?
    var body: some View {
        Text(session?.userName ?? "Invitado")
    }
}
