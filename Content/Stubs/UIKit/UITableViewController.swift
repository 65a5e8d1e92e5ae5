/// View controller that owns a table view.
///
/// As in the SDK, the class adopts `UITableViewDelegate` and `UITableViewDataSource`, and the Clang
/// importer mirrors the protocols' methods into the class, so subclasses write `override func tableView(…)`.
/// The mirrored methods below are the requirements the stub protocols declare (UITableView.swift,
/// UIScrollView.swift), with the protocols' availability.
@preconcurrency @MainActor
@objcMembers
open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    public init(style: UITableView.Style) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var tableView: UITableView! { get { fatalError() } set { } }
    @available(iOS 3.2, *)
    open var clearsSelectionOnViewWillAppear: Bool { get { fatalError() } set { } }
    @available(iOS 6.0, *)
    open var refreshControl: UIRefreshControl? { get { fatalError() } set { } }

    // UITableViewDataSource
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { fatalError() }

    // UITableViewDelegate
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { fatalError() }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { fatalError() }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { fatalError() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { fatalError() }
    @available(iOS 11.0, *)
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { fatalError() }
    @available(iOS 11.0, *)
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { fatalError() }
    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { fatalError() }

    // UIScrollViewDelegate
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) { fatalError() }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { fatalError() }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { fatalError() }
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { fatalError() }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { fatalError() }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { fatalError() }
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { fatalError() }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { fatalError() }
    @available(iOS 11.0, *)
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { fatalError() }
}
