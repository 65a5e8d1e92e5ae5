// ios: 17
// expect: error 10: has no member 'topBarTrailling'
// topic: misspelled topBarTrailing
// apis: ToolbarItemPlacement.topBarTrailing
struct ProfileToolbar: View {
    var body: some View {
        NavigationStack {
            Text("Perfil")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailling) {
                        Button("Editar") {}
                    }
                }
        }
    }
}
