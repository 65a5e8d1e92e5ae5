// ios: 16.0
// expect: warning: 'init(destination:isActive:label:)' was deprecated in iOS 16.0: use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView
import SwiftUI

struct LegacyPush: View {
    @State private var isActive = false
    var body: some View {
        NavigationView {
            NavigationLink(destination: Text("Detalle"), isActive: $isActive) {
                Text("Ir")
            }
        }
    }
}
