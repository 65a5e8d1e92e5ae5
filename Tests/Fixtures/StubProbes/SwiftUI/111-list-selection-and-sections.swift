// ios: 15.0
// expect: pass
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ContactsView: View {
    let contacts: [Contact]
    let names: [String]
    @State private var selection = Set<Int>()
    @State private var single: Contact.ID?

    var body: some View {
        VStack {
            List(contacts, selection: $selection) { contact in
                Text(contact.name)
            }
            List(names, id: \.self, selection: $single) { name in
                Text(name)
            }
            List(selection: $selection) {
                Section("Favoritos") {
                    ForEach(contacts) { contact in
                        Text(contact.name)
                            .swipeActions(edge: .trailing) {
                                Button("Borrar", role: .destructive) {}
                            }
                            .listRowSeparator(.hidden)
                            .badge(3)
                    }
                }
                Section {
                    Text("Otros")
                } header: {
                    Text("Cabecera")
                } footer: {
                    Text("Pie")
                }
            }
            .listStyle(.insetGrouped)
            List(0..<5) { index in
                Text("Fila \(index)")
                    .listRowBackground(Color.yellow)
            }
            .listStyle(.plain)
            .toolbar { EditButton() }
        }
    }
}
