import Foundation
import UIKit

/// An abstract base class for a document's data, read and written in the background.
@available(iOS 5.0, *)
open class UIDocument: NSObject {
    public init(fileURL url: URL) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }

    open var fileURL: URL { fatalError() }
    open var localizedName: String { fatalError() }
    open var fileType: String? { fatalError() }
    open var fileModificationDate: Date? { get { fatalError() } set { } }
    open var documentState: UIDocument.State { fatalError() }
    @available(iOS 9.0, *)
    open var progress: Progress? { fatalError() }

    open func open(completionHandler: ((Bool) -> Void)? = nil) { fatalError() }
    open func open() async -> Bool { fatalError() }
    open func close(completionHandler: ((Bool) -> Void)? = nil) { fatalError() }
    open func close() async -> Bool { fatalError() }

    open func load(fromContents contents: Any, ofType typeName: String?) throws { fatalError() }
    open func contents(forType typeName: String) throws -> Any { fatalError() }
    open func disableEditing() { fatalError() }
    open func enableEditing() { fatalError() }

    open var undoManager: UndoManager! { get { fatalError() } set { } }
    open var hasUnsavedChanges: Bool { fatalError() }
    open func updateChangeCount(_ change: UIDocument.ChangeKind) { fatalError() }
    open func changeCountToken(for saveOperation: UIDocument.SaveOperation) -> Any { fatalError() }
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: UIDocument.SaveOperation) { fatalError() }

    open func save(to url: URL, for saveOperation: UIDocument.SaveOperation, completionHandler: ((Bool) -> Void)? = nil) { fatalError() }
    open func save(to url: URL, for saveOperation: UIDocument.SaveOperation) async -> Bool { fatalError() }
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) { fatalError() }
    open func autosave() async -> Bool { fatalError() }
    open var savingFileType: String? { fatalError() }
    open func fileNameExtension(forType typeName: String?, saveOperation: UIDocument.SaveOperation) -> String { fatalError() }
    open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL, for saveOperation: UIDocument.SaveOperation) throws { fatalError() }
    open func writeContents(_ contents: Any, to url: URL, for saveOperation: UIDocument.SaveOperation, originalContentsURL: URL?) throws { fatalError() }
    open func fileAttributesToWrite(to url: URL, for saveOperation: UIDocument.SaveOperation) throws -> [AnyHashable: Any] { fatalError() }
    open func read(from url: URL) throws { fatalError() }
    open func performAsynchronousFileAccess(_ block: @escaping () -> Void) { fatalError() }

    open func handleError(_ error: any Error, userInteractionPermitted: Bool) { fatalError() }
    open func finishedHandlingError(_ error: any Error, recovered: Bool) { fatalError() }
    open func userInteractionNoLongerPermitted(forError error: any Error) { fatalError() }
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) { fatalError() }
    open func revert(toContentsOf url: URL) async -> Bool { fatalError() }

    @available(iOS 8.0, *)
    open var userActivity: NSUserActivity? { get { fatalError() } set { } }
    @available(iOS 8.0, *)
    open func updateUserActivityState(_ userActivity: NSUserActivity) { fatalError() }
    @available(iOS 8.0, *)
    open func restoreUserActivityState(_ userActivity: NSUserActivity) { fatalError() }

    public class var stateChangedNotification: NSNotification.Name { fatalError() }
    @available(iOS 8.0, *)
    public class var userActivityURLKey: String { fatalError() }

    /// The state of a document.
    public struct State: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var normal: UIDocument.State { fatalError() }
        public static var closed: UIDocument.State { fatalError() }
        public static var inConflict: UIDocument.State { fatalError() }
        public static var savingError: UIDocument.State { fatalError() }
        public static var editingDisabled: UIDocument.State { fatalError() }
        @available(iOS 9.0, *)
        public static var progressAvailable: UIDocument.State { fatalError() }
    }

    @objc(UIDocumentChangeKind)
    public enum ChangeKind: Int, @unchecked Sendable {
        case done = 0, undone = 1, redone = 2, cleared = 3
    }

    @objc(UIDocumentSaveOperation)
    public enum SaveOperation: Int, @unchecked Sendable {
        case forCreating = 0, forOverwriting = 1
    }
}

/// A view controller that presents and manages a document.
@available(iOS 17.0, *)
@preconcurrency @MainActor
open class UIDocumentViewController: UIViewController {
    public init(document: UIDocument?) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var document: UIDocument? { get { fatalError() } set { } }
    open func navigationItemDidUpdate() { fatalError() }
    open func openDocument(completionHandler: @escaping (Bool) -> Void) { fatalError() }
    @nonobjc open func openDocument() async -> Bool { fatalError() }
    open func documentDidOpen() { fatalError() }
    open var undoRedoItemGroup: UIBarButtonItemGroup { fatalError() }
    @available(iOS 18.0, *)
    open var launchOptions: UIDocumentViewController.LaunchOptions { get { fatalError() } set { } }

    /// Options for the view shown while no document is open.
    @available(iOS 18.0, *)
    @objc(UIDocumentViewControllerLaunchOptions)
    @preconcurrency @MainActor
    open class LaunchOptions: NSObject {
        @available(*, unavailable) public override init() { fatalError() }
        open var title: String { get { fatalError() } set { } }
        open var primaryAction: UIAction? { get { fatalError() } set { } }
        open var secondaryAction: UIAction? { get { fatalError() } set { } }
        open var documentTargetView: UIView? { get { fatalError() } set { } }
        open var foregroundAccessoryView: UIView? { get { fatalError() } set { } }
        open var backgroundAccessoryView: UIView? { get { fatalError() } set { } }
    }
}
