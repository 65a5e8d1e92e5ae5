// ios: 15
// expect: pass
// topic: swipeActions, badge, listRowSeparator, safeAreaInset
// apis: swipeActions(edge:allowsFullSwipe:content:), badge(_:), listRowSeparator(_:edges:), safeAreaInset(edge:alignment:spacing:content:), tint(_:)
struct InboxList: View {
    @State private var messages = ["Factura", "Reunión", "Oferta"]

    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                Text(message)
                    .badge(message == "Oferta" ? 1 : 0)
                    .listRowSeparator(.hidden)
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            messages.removeAll { $0 == message }
                        } label: {
                            Label("Borrar", systemImage: "trash")
                        }
                        Button { } label: { Label("Marcar", systemImage: "flag") }
                            .tint(.orange)
                    }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Text("\(messages.count) mensajes")
                .frame(maxWidth: .infinity)
                .padding()
                .background(.ultraThinMaterial)
        }
    }
}
