// ios: 15.0
// expect: error: 'presentationDetents' is only available in iOS 16.0 or newer
import SwiftUI

struct SheetHost: View {
    @State private var showing = false
    var body: some View {
        Button("Mostrar") { showing = true }
            .sheet(isPresented: $showing) {
                Text("Detalle")
                    .presentationDetents([.medium])
            }
    }
}
