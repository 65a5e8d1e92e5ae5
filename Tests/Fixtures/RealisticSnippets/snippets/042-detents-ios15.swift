// ios: 15
// expect: error 12: is only available in iOS 16.0 or newer
// topic: presentationDetents at iOS 15 without #available
// apis: presentationDetents(_:)
struct InfoButton: View {
    @State private var show = false

    var body: some View {
        Button("Info") { show = true }
            .sheet(isPresented: $show) {
                Text("Más información")
                    .presentationDetents([.medium])
            }
    }
}
