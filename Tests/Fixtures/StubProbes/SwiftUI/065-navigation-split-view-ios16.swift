// ios: 16.0
// expect: pass
import SwiftUI

struct Split: View {
    @State private var visibility: NavigationSplitViewVisibility = .all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List { Text("Carpetas") }
        } detail: {
            Text("Detalle")
        }
    }
}
