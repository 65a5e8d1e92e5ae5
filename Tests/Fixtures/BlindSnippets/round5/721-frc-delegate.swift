// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/coredata/nsfetchedresultscontroller/init(fetchrequest:managedobjectcontext:sectionnamekeypath:cachename:).md https://developer.apple.com/tutorials/data/documentation/coredata/nsfetchedresultscontroller/performfetch().md https://developer.apple.com/tutorials/data/documentation/coredata/nsfetchedresultscontroller.md
// area: core-data
// note: UIKit table view controller driven by NSFetchedResultsController and its delegate
import UIKit
import CoreData

@objc(Song)
final class Song: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var artist: String
}

final class SongsViewController: UITableViewController, NSFetchedResultsControllerDelegate {
    private var results: NSFetchedResultsController<Song>!

    func configure(context: NSManagedObjectContext) {
        let request = NSFetchRequest<Song>(entityName: "Song")
        request.sortDescriptors = [NSSortDescriptor(key: "artist", ascending: true)]
        results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                             sectionNameKeyPath: "artist", cacheName: nil)
        results.delegate = self
        do {
            try results.performFetch()
        } catch {
            print("Fetch failed: \(error)")
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        results.sections?.count ?? 0
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.sections?[section].numberOfObjects ?? 0
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.reloadData()
    }
}
