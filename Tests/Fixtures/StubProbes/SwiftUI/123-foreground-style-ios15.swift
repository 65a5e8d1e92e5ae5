// ios: 15.0
// expect: pass
import SwiftUI

struct Styled: View {
    var body: some View {
        VStack {
            Text("Principal").foregroundStyle(.primary)
            Text("Secundario").foregroundStyle(.secondary)
            Text("Terciario").foregroundStyle(.tertiary)
            Text("Tinte").foregroundStyle(.tint)
            Text("Rojo").foregroundStyle(.red)
            Image(systemName: "person.2").foregroundStyle(.blue, .gray)
            Text("Degradado").foregroundStyle(
                LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)
            )
        }
        .tint(.orange)
    }
}
