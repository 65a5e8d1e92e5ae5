// ios: 16
// expect: pass
// topic: deprecated NavigationLink(isActive:) still compiles (warning)
// apis: NavigationLink(destination:isActive:label:), NavigationView
struct LegacyOnboarding: View {
    @State private var goNext = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Paso 2"), isActive: $goNext) {
                    EmptyView()
                }
                Button("Continuar") { goNext = true }
            }
        }
    }
}
