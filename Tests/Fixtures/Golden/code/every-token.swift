/// Una vista con cada clase de token.
@available(iOS 15.0, *)
struct Recetas: View {
    @State private var total = 0 // contador
    let ratio = 1.5
    var body: some View {
        #if DEBUG
        Text("Total: \(total)")
        #endif
        if #available(iOS 17.0, *) {
            ContentUnavailableView("Vacío", systemImage: "tray")
        }
        List { Text("a") }.scrollContentBackground(.hidden)
            .padding(.horizontal, 4 + total * 2)
    }
}
