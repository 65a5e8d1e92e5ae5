// ios: 13.0
// expect: error: 'topBarTrailing' is only available in iOS 14.0 or newer
import SwiftUI

struct Editor: View {
    var body: some View {
        NavigationStack {
            Text("Editor")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Guardar") {}
                    }
                }
        }
    }
}
