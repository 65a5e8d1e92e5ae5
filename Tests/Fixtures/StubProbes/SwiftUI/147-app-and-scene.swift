// ios: 15.0
// expect: pass
import SwiftUI
import UIKit

final class AppState: ObservableObject {
    @Published var loggedIn = false
}

// (`@main` is omitted: a single type-checked file is treated as top-level code.)
final class AppDelegate: NSObject, UIApplicationDelegate {}

struct PuenteApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @StateObject private var state = AppState()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Text("Inicio")
                .environmentObject(state)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { state.loggedIn = false }
        }
    }
}

struct Inicio_Previews: PreviewProvider {
    static var previews: some View {
        Text("Inicio")
    }
}
