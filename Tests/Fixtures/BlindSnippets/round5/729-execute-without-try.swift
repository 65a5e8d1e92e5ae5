// ios: 16
// expect: error 19: call can throw but is not marked with 'try'
// source: https://developer.apple.com/documentation/coredata/nsbatchdeleterequest/init(fetchrequest:).md https://developer.apple.com/documentation/coredata/nsbatchdeleterequest.md
// area: core-data
// note: NSManagedObjectContext.execute(_:) is throwing; try is missing on the batch delete
import CoreData

final class CacheResetter {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func resetThumbnails() throws {
        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Thumbnail")
        let delete = NSBatchDeleteRequest(fetchRequest: fetch)
        delete.resultType = .resultTypeCount
        let result = context.execute(delete)
        if let count = (result as? NSBatchDeleteResult)?.result as? Int {
            print("Removed \(count) thumbnails")
        }
        context.reset()
    }
}
