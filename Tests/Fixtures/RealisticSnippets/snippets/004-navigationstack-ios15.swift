// ios: 15
// expect: error 7: is only available in iOS 16.0 or newer
// topic: NavigationStack without #available at iOS 15
// apis: NavigationStack
struct HomeView: View {
    var body: some View {
        NavigationStack {
            List(1..<20) { number in
                Text("Fila \(number)")
            }
            .navigationTitle("Inicio")
        }
    }
}
