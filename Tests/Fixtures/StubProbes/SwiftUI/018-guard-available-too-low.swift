// ios: 15.0
// expect: error: 'NavigationStack' is only available in iOS 16.0 or newer
import SwiftUI

@MainActor
func makeRoot() -> AnyView {
    guard #available(iOS 15.4, *) else {
        return AnyView(Text("Inicio"))
    }
    return AnyView(NavigationStack { Text("Inicio") })
}
