// ios: 16
// expect: error 28: call can throw but is not marked with 'try'
// source: https://developer.apple.com/documentation/coredata/nsbatchdeleterequest/init(fetchrequest:).md https://developer.apple.com/tutorials/data/documentation/coredata/nsmanagedobjectcontext/perform(_:).md
// area: core-data
// note: NSManagedObjectContext.save() called without try inside a throwing function
import CoreData

@objc(Expense)
final class Expense: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var amount: Double
    @NSManaged var date: Date
}

final class ExpenseRepository {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func add(title: String, amount: Double) throws {
        let expense = Expense(context: context)
        expense.title = title
        expense.amount = amount
        expense.date = Date()
        if context.hasChanges {
            context.save()
        }
    }
}
