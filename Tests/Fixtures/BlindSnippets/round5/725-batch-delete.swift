// ios: 15
// expect: pass
// source: https://developer.apple.com/documentation/coredata/nsbatchdeleterequest/init(fetchrequest:).md https://developer.apple.com/documentation/coredata/nsbatchdeleterequest/resulttype.md https://developer.apple.com/documentation/coredata/nsbatchdeleteresult.md
// area: core-data
// note: NSBatchDeleteRequest returning object IDs that are merged back into the view context
import CoreData

final class LogCleaner {
    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func deleteEntries(olderThan cutoff: Date) throws {
        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "LogEntry")
        fetch.predicate = NSPredicate(format: "timestamp < %@", cutoff as NSDate)

        let request = NSBatchDeleteRequest(fetchRequest: fetch)
        request.resultType = .resultTypeObjectIDs

        let context = container.newBackgroundContext()
        let result = try context.execute(request) as? NSBatchDeleteResult
        let deletedIDs = result?.result as? [NSManagedObjectID] ?? []

        NSManagedObjectContext.mergeChanges(
            fromRemoteContextSave: [NSDeletedObjectsKey: deletedIDs],
            into: [container.viewContext])
    }
}
