// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/swiftdata/modelcontext/save().md https://developer.apple.com/documentation/swiftdata/modelcontext/insert(_:).md https://developer.apple.com/tutorials/data/documentation/coredata/nsmanagedobjectcontext/perform(_:).md
// area: swiftdata
// note: the same "add item" written for Core Data and for SwiftData, side by side
import CoreData
import SwiftData

@objc(CDItem)
final class CDItem: NSManagedObject {
    @NSManaged var name: String
}

@Model
final class SDItem {
    var name: String
    init(name: String) { self.name = name }
}

enum ItemWriter {
    static func addCoreData(name: String, in context: NSManagedObjectContext) {
        context.perform {
            let item = CDItem(context: context)
            item.name = name
            try? context.save()
        }
    }

    static func addSwiftData(name: String, in context: ModelContext) throws {
        context.insert(SDItem(name: name))
        if context.hasChanges {
            try context.save()
        }
    }
}
