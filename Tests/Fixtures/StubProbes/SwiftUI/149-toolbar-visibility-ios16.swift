// ios: 16.0
// expect: pass
import SwiftUI

struct Immersive: View {
    var body: some View {
        NavigationStack {
            Text("Contenido")
                .toolbar(.hidden, for: .navigationBar)
                .toolbarBackground(.ultraThinMaterial, for: .navigationBar, .tabBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}
