// ios: 16.0
// expect: pass
import SwiftUI

struct SheetHost: View {
    @State private var showing = false
    @State private var detent: PresentationDetent = .medium
    var body: some View {
        Button("Mostrar") { showing = true }
            .sheet(isPresented: $showing) {
                Text("Detalle")
                    .presentationDetents([.medium, .large, .fraction(0.25), .height(200)], selection: $detent)
                    .presentationDragIndicator(.visible)
            }
    }
}
