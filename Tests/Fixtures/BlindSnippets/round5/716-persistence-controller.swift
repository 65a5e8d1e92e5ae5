// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/coredata/nsmanagedobjectcontext/perform(schedule:_:).md https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)-25nok.md https://developer.apple.com/tutorials/data/documentation/coredata/nsfetchrequest/sortdescriptors.md
// area: core-data
// note: classic NSPersistentContainer stack with viewContext settings and a background import
import CoreData

final class PersistenceController {
    static let shared = PersistenceController()
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Journal")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error {
                fatalError("Store failed to load: \(error)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }

    func importTitles(_ titles: [String]) async throws {
        try await container.performBackgroundTask { context in
            for title in titles {
                let entry = NSEntityDescription.insertNewObject(forEntityName: "Entry", into: context)
                entry.setValue(title, forKey: "title")
                entry.setValue(Date(), forKey: "createdAt")
            }
            try context.save()
        }
    }
}
