// ios: 15
// expect: error 10: has no member 'navigationTrailing'
// topic: misspelled toolbar placement
// apis: ToolbarItemPlacement.navigationBarTrailing
struct ShareToolbar: View {
    var body: some View {
        NavigationView {
            Text("Foto")
                .toolbar {
                    ToolbarItem(placement: .navigationTrailing) {
                        Button("Compartir") {}
                    }
                }
        }
    }
}
