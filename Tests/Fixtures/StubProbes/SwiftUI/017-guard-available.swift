// ios: 15.0
// expect: pass
import SwiftUI

@MainActor
func makeRoot() -> AnyView {
    guard #available(iOS 16.0, *) else {
        return AnyView(NavigationView { Text("Inicio") })
    }
    return AnyView(NavigationStack { Text("Inicio") })
}
