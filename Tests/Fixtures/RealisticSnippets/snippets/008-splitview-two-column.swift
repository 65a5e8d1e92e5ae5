// ios: 16
// expect: pass
// topic: NavigationSplitView two columns with selection
// apis: NavigationSplitView(sidebar:detail:), List(_:selection:rowContent:)
struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct MailSplitView: View {
    let mailboxes = [Mailbox(id: 1, name: "Entrada"), Mailbox(id: 2, name: "Enviados")]
    @State private var selection: Mailbox.ID?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selection) { box in
                Text(box.name)
            }
            .navigationTitle("Buzones")
        } detail: {
            if let id = selection, let box = mailboxes.first(where: { $0.id == id }) {
                Text(box.name)
            } else {
                Text("Elige un buzón")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
