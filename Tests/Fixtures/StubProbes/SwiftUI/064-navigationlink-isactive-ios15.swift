// ios: 15.0
// expect: pass
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
