// ios: 15
// expect: pass
// source: https://developer.apple.com/documentation/swiftui/sectionedfetchrequest.md https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/init(sectionidentifier:sortdescriptors:predicate:animation:).md
// area: core-data
// note: @SectionedFetchRequest grouping contacts by their first letter
import SwiftUI
import CoreData

@objc(Contact)
final class Contact: NSManagedObject {
    @NSManaged var name: String
    @NSManaged var initial: String
}

struct ContactDirectoryView: View {
    @SectionedFetchRequest(
        sectionIdentifier: \Contact.initial,
        sortDescriptors: [
            NSSortDescriptor(keyPath: \Contact.initial, ascending: true),
            NSSortDescriptor(keyPath: \Contact.name, ascending: true)
        ],
        animation: .easeInOut)
    private var sections: SectionedFetchResults<String, Contact>

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(header: Text(section.id)) {
                    ForEach(section) { contact in
                        Text(contact.name)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}
