// ios: 15.0
// expect: pass
import SwiftUI

struct Toast: View {
    @State private var visible = false
    var body: some View {
        VStack {
            if visible {
                Text("Guardado")
                    .transition(.move(edge: .top).combined(with: .opacity))
                Text("Otro")
                    .transition(.asymmetric(insertion: .scale, removal: .slide))
            }
            Button("Mostrar") {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                    visible.toggle()
                }
            }
        }
        .animation(.easeInOut(duration: 0.2), value: visible)
    }
}
