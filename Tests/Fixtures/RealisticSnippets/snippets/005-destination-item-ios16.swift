// ios: 16
// expect: error 19: is only available in iOS 17.0 or newer
// topic: navigationDestination(item:) at iOS 16
// apis: navigationDestination(item:destination:)
struct Contact: Hashable, Identifiable {
    let id = UUID()
    let name: String
}

struct ContactsView: View {
    @State private var selected: Contact?
    let contacts = [Contact(name: "Ana"), Contact(name: "Luis")]

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                Button(contact.name) { selected = contact }
            }
            .navigationDestination(item: $selected) { contact in
                Text(contact.name)
            }
        }
    }
}
