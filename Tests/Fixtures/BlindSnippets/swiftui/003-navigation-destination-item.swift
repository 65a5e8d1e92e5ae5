// ios: 17
// expect: pass
// topic: Replacing an isActive NavigationLink with navigationDestination(item:) on iOS 17
// apis: NavigationStack, navigationDestination(item:destination:), navigationBarTitleDisplayMode
// source: https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

struct ContactsScreen: View {
    @State private var contacts = [Contact(name: "Ana"), Contact(name: "Bo"), Contact(name: "Chen")]
    @State private var selected: Contact?

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                Button(contact.name) { selected = contact }
            }
            .navigationTitle("Contacts")
            .navigationDestination(item: $selected) { contact in
                ContactDetail(contact: contact)
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        Text(contact.name)
            .font(.largeTitle)
            .navigationBarTitleDisplayMode(.inline)
    }
}
