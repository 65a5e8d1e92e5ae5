// ios: 15
// expect: pass
// topic: SwiftUI App with UIApplicationDelegateAdaptor and scenePhase
// apis: App, WindowGroup, UIApplicationDelegateAdaptor, EnvironmentValues.scenePhase, onChange(of:perform:)
final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }
}

@main
struct RecipesApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Text("Recetas")
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { print("guardar") }
        }
    }
}
