// ios: 15
// expect: pass
// topic: @Entry is usable back to iOS 13 (macro-generated key)
// apis: Entry(), EnvironmentValues
extension EnvironmentValues {
    @Entry var compactRows = false
}

struct RowList: View {
    @Environment(\.compactRows) private var compactRows

    var body: some View {
        List(0..<3, id: \.self) { i in
            Text("Fila \(i)")
                .padding(.vertical, compactRows ? 0 : 8)
        }
    }
}
