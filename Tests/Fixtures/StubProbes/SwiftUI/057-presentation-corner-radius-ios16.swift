// ios: 16.0
// expect: error: 'presentationCornerRadius' is only available in iOS 16.4 or newer
import SwiftUI

struct SheetHost: View {
    @State private var showing = false
    var body: some View {
        Button("Mostrar") { showing = true }
            .sheet(isPresented: $showing) {
                Text("Detalle")
                    .presentationCornerRadius(24)
            }
    }
}
