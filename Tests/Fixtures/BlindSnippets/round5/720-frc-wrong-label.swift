// ios: 15
// expect: error 23: incorrect argument label in call
// source: https://developer.apple.com/tutorials/data/documentation/coredata/nsfetchedresultscontroller/init(fetchrequest:managedobjectcontext:sectionnamekeypath:cachename:).md https://developer.apple.com/tutorials/data/documentation/coredata/nsfetchedresultscontroller.md
// area: core-data
// note: NSFetchedResultsController created with context: instead of managedObjectContext:
import UIKit
import CoreData

@objc(Note)
final class Note: NSManagedObject {
    @NSManaged var body: String
    @NSManaged var updatedAt: Date
}

final class NotesViewController: UITableViewController {
    var context: NSManagedObjectContext!
    private var controller: NSFetchedResultsController<Note>?

    override func viewDidLoad() {
        super.viewDidLoad()
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "updatedAt", ascending: false)]
        let frc = NSFetchedResultsController(fetchRequest: request, context: context, sectionNameKeyPath: nil, cacheName: nil)
        controller = frc
        try? frc.performFetch()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        controller?.fetchedObjects?.count ?? 0
    }
}
