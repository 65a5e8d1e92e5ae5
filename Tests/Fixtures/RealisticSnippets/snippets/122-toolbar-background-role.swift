// ios: 16
// expect: pass
// topic: toolbarBackground, toolbarColorScheme, toolbarRole
// apis: toolbarBackground(_:for:), toolbarBackground(_:for:) visibility, toolbarColorScheme(_:for:), toolbarRole(_:)
struct BrandedScreen: View {
    var body: some View {
        NavigationStack {
            List(0..<20, id: \.self) { Text("Elemento \($0)") }
                .navigationTitle("Marca")
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbarRole(.editor)
        }
    }
}
