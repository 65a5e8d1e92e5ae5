/// Single-column list of rows.
@preconcurrency @MainActor
@objcMembers
open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public override convenience init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var style: UITableView.Style { fatalError() }
    weak open var dataSource: (any UITableViewDataSource)? { get { fatalError() } set { } }
    // `delegate` is inherited from UIScrollView (see the note in UIScrollView.swift).
    open var rowHeight: CGFloat { get { fatalError() } set { } }
    open var sectionHeaderHeight: CGFloat { get { fatalError() } set { } }
    open var sectionFooterHeight: CGFloat { get { fatalError() } set { } }
    open var estimatedRowHeight: CGFloat { get { fatalError() } set { } }
    open var estimatedSectionHeaderHeight: CGFloat { get { fatalError() } set { } }
    open var estimatedSectionFooterHeight: CGFloat { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat { get { fatalError() } set { } }
    open var separatorInset: UIEdgeInsets { get { fatalError() } set { } }
    open var separatorStyle: UITableViewCell.SeparatorStyle { get { fatalError() } set { } }
    open var separatorColor: UIColor? { get { fatalError() } set { } }
    open var backgroundView: UIView? { get { fatalError() } set { } }
    open var tableHeaderView: UIView? { get { fatalError() } set { } }
    open var tableFooterView: UIView? { get { fatalError() } set { } }
    open var allowsSelection: Bool { get { fatalError() } set { } }
    open var allowsMultipleSelection: Bool { get { fatalError() } set { } }
    open var indexPathForSelectedRow: IndexPath? { fatalError() }
    open var indexPathsForSelectedRows: [IndexPath]? { fatalError() }
    open var visibleCells: [UITableViewCell] { fatalError() }
    open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
    open var numberOfSections: Int { fatalError() }
    @discardableResult
    open func numberOfRows(inSection section: Int) -> Int { fatalError() }

    open func reloadData() { fatalError() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
    open func beginUpdates() { fatalError() }
    open func endUpdates() { fatalError() }
    @available(iOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) { fatalError() }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) { fatalError() }
    @discardableResult
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    @discardableResult
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { fatalError() }
    @discardableResult
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { fatalError() }
    @discardableResult
    open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError() }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { fatalError() }
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    @discardableResult
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { fatalError() }
    @available(iOS 15.0, *)
    open var isPrefetchingEnabled: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) { fatalError() }

    /// Table style (plain, grouped, inset grouped).
    @objc(UITableViewStyle)
    public enum Style: Int, @unchecked Sendable {
        case plain = 0, grouped = 1
        @available(iOS 13.0, *) case insetGrouped = 2
    }
    @objc(UITableViewScrollPosition)
    public enum ScrollPosition: Int, @unchecked Sendable {
        case none = 0, top = 1, middle = 2, bottom = 3
    }
    @objc(UITableViewRowAnimation)
    public enum RowAnimation: Int, @unchecked Sendable {
        case fade = 0, right = 1, left = 2, top = 3, bottom = 4, none = 5, middle = 6, automatic = 100
    }
    nonisolated public class var automaticDimension: CGFloat { fatalError() }
}

/// Supplies rows and cells to a table view.
@preconcurrency @MainActor
@objc public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    @objc optional func numberOfSections(in tableView: UITableView) -> Int
    @objc optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    @objc optional func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    @objc optional func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    @objc optional func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    @objc optional func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// Handles selection, headers, editing and other table view events.
@preconcurrency @MainActor
@objc public protocol UITableViewDelegate: UIScrollViewDelegate {
    @objc optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    @objc optional func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    @objc optional func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    @objc optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    @objc optional func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    @objc optional func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    @available(iOS 11.0, *)
    @objc optional func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    @available(iOS 11.0, *)
    @objc optional func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    @available(iOS 13.0, *)
    @objc optional func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
}

/// Row view of a table.
@preconcurrency @MainActor
@objcMembers
open class UITableViewCell: UIView {
    // `-init`, which the importer gives every Objective-C class as a convenience initializer (`UITableViewCell()`
    // compiles in Xcode; `super.init(frame:)` in a subclass does not, as UITableViewCell.h's designated
    // initializers are only these two).
    public convenience init() { fatalError() }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentView: UIView { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set { } }
    open var accessoryView: UIView? { get { fatalError() } set { } }
    open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set { } }
    open var isSelected: Bool { get { fatalError() } set { } }
    open var isHighlighted: Bool { get { fatalError() } set { } }
    open func setSelected(_ selected: Bool, animated: Bool) { fatalError() }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { fatalError() }
    open var backgroundView: UIView? { get { fatalError() } set { } }
    open var selectedBackgroundView: UIView? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var automaticallyUpdatesContentConfiguration: Bool { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() { fatalError() }

    @objc(UITableViewCellCellStyle)
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0, value1 = 1, value2 = 2, subtitle = 3
    }
    @objc(UITableViewCellSelectionStyle)
    public enum SelectionStyle: Int, @unchecked Sendable {
        case none = 0, blue = 1, gray = 2, `default` = 3
    }
    @objc(UITableViewCellAccessoryType)
    public enum AccessoryType: Int, @unchecked Sendable {
        case none = 0, disclosureIndicator = 1, detailDisclosureButton = 2, checkmark = 3, detailButton = 4
    }
    @objc(UITableViewCellEditingStyle)
    public enum EditingStyle: Int, @unchecked Sendable {
        case none = 0, delete = 1, insert = 2
    }
    @objc(UITableViewCellSeparatorStyle)
    public enum SeparatorStyle: Int, @unchecked Sendable {
        case none = 0, singleLine = 1
    }
}

/// Reusable section header or footer view.
@preconcurrency @MainActor
@objcMembers
open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
}

/// Swipe actions for a table row.
@available(iOS 11.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UISwipeActionsConfiguration: NSObject {
    public override init() { fatalError() }
    public convenience init(actions: [UIContextualAction]) { fatalError() }
    open var performsFirstActionWithFullSwipe: Bool { get { fatalError() } set { } }
}

/// One swipe action on a row.
@available(iOS 11.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIContextualAction: NSObject {
    public override init() { fatalError() }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) { fatalError() }
    open var backgroundColor: UIColor! { get { fatalError() } set { } }
    open var image: UIImage? { get { fatalError() } set { } }
    @objc(UIContextualActionStyle)
    public enum Style: Int, @unchecked Sendable { case normal = 0, destructive = 1 }
}

/// Preview and menu provider for a context menu.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIContextMenuConfiguration: NSObject {
    public override init() { fatalError() }
}

/// Returns the view controller a context menu previews (UIContextMenuConfiguration.h, iOS 13); the table's
/// `init(identifier:previewProvider:actionProvider:)` takes it.
@available(iOS 13.0, *)
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// Returns a context menu's menu from the suggested actions (UIContextMenuConfiguration.h, iOS 13).
@available(iOS 13.0, *)
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
