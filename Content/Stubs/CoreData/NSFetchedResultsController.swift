import Foundation
import UIKit

// MARK: - NSFetchedResultsController.h

/// A controller that manages fetch results for display in lists.
open class NSFetchedResultsController<ResultType: NSFetchRequestResult>: NSObject {
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName name: String?) { fatalError() }

    open func performFetch() throws { fatalError() }

    open var fetchRequest: NSFetchRequest<ResultType> { fatalError() }
    open var managedObjectContext: NSManagedObjectContext { fatalError() }
    open var sectionNameKeyPath: String? { fatalError() }
    open var cacheName: String? { fatalError() }
    weak open var delegate: (any NSFetchedResultsControllerDelegate)? { get { fatalError() } set { } }
    open class func deleteCache(withName name: String?) { fatalError() }

    open var fetchedObjects: [ResultType]? { fatalError() }
    open func object(at indexPath: IndexPath) -> ResultType { fatalError() }
    open func indexPath(forObject object: ResultType) -> IndexPath? { fatalError() }

    open func sectionIndexTitle(forSectionName sectionName: String) -> String? { fatalError() }
    open var sectionIndexTitles: [String] { fatalError() }
    open var sections: [any NSFetchedResultsSectionInfo]? { fatalError() }
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int { fatalError() }
}

/// A section of a fetched results controller.
@objc public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

@objc public enum NSFetchedResultsChangeType: UInt, @unchecked Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// Methods a fetched results controller calls when its results change.
/// Not `@objc` here (its methods take the generic controller); every method has a default, as `@optional` ones are.
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) { fatalError() }
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) { fatalError() }
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) { fatalError() }
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) { fatalError() }
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) { fatalError() }
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) { fatalError() }
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? { fatalError() }
}
