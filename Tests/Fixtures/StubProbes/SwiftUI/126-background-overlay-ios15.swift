// ios: 15.0
// expect: pass
import SwiftUI

struct Card: View {
    var body: some View {
        Text("Tarjeta")
            .padding()
            .background(.ultraThinMaterial)
            .background(Color.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
            .background(alignment: .topLeading) {
                Circle().fill(.red).frame(width: 8, height: 8)
            }
            .overlay(alignment: .bottomTrailing) {
                Image(systemName: "checkmark.seal")
            }
            .overlay {
                RoundedRectangle(cornerRadius: 12)
                    .stroke(Color.gray, lineWidth: 1)
            }
            .background(Color.white)
    }
}
