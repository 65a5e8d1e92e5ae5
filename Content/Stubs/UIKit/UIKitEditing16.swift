import Foundation
import UIKit

// MARK: - Edit menus (iOS 16)

@available(iOS 16.0, *)
@objc public enum UIEditMenuArrowDirection: Int, @unchecked Sendable {
    case automatic = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
}

/// Settings for an edit menu.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    open var sourcePoint: CGPoint { fatalError() }
    open var preferredArrowDirection: UIEditMenuArrowDirection { get { fatalError() } set { } }
    @available(*, unavailable)
    public override init() { fatalError() }
}

/// Interaction that shows an edit menu.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    open weak var delegate: (any UIEditMenuInteractionDelegate)? { fatalError() }
    public init(delegate: (any UIEditMenuInteractionDelegate)?) { fatalError() }
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) { fatalError() }
    open func dismissMenu() { fatalError() }
    open func reloadVisibleMenu() { fatalError() }
    open func updateVisibleMenuPosition(animated: Bool) { fatalError() }
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    // UIInteraction
    open weak var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

/// Animator passed to edit menu delegate calls.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Delegate callbacks of an edit menu interaction.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
    @objc optional func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu?
    @objc optional func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    @objc optional func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: any UIEditMenuInteractionAnimating)
    @objc optional func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: any UIEditMenuInteractionAnimating)
}

// MARK: - Find and replace (iOS 16)

/// Text search settings.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UITextSearchOptions: NSObject {
    open var wordMatchMethod: UITextSearchOptions.WordMatchMethod { fatalError() }
    open var stringCompareOptions: NSString.CompareOptions { fatalError() }
    public override init() { fatalError() }

    @objc(UITextSearchMatchMethod)
    public enum WordMatchMethod: Int, @unchecked Sendable {
        case contains = 0
        case startsWith = 1
        case fullWord = 2
    }
}

/// Find session driven by a find interaction.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UIFindSession: NSObject {
    open var resultCount: Int { fatalError() }
    open var highlightedResultIndex: Int { fatalError() }
    open var searchResultDisplayStyle: UIFindSession.SearchResultDisplayStyle { get { fatalError() } set { } }
    open var supportsReplacement: Bool { fatalError() }
    open var allowsReplacementForCurrentlyHighlightedResult: Bool { fatalError() }
    open func performSearch(query: String, options: UITextSearchOptions?) { fatalError() }
    open func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) { fatalError() }
    open func replaceAll(searchQuery: String, replacementString: String, options: UITextSearchOptions?) { fatalError() }
    open func invalidateFoundResults() { fatalError() }
    @available(iOS, introduced: 16.0, deprecated: 16.0, renamed: "supportsReplacement")
    open var allowsReplacement: Bool { fatalError() }
    public override init() { fatalError() }

    @objc(UIFindSessionSearchResultDisplayStyle)
    public enum SearchResultDisplayStyle: Int, @unchecked Sendable {
        case currentAndTotal = 0
        case total = 1
        case none = 2
    }
}

/// Find session over a text-searching object.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UITextSearchingFindSession: UIFindSession {
    @available(*, unavailable)
    public override init() { fatalError() }
}

/// Delegate callbacks of a find interaction.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol UIFindInteractionDelegate: NSObjectProtocol {
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    @objc optional func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    @objc optional func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

/// Interaction that presents the find panel.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UIFindInteraction: NSObject, UIInteraction {
    open var isFindNavigatorVisible: Bool { fatalError() }
    open var activeFindSession: UIFindSession? { fatalError() }
    open var searchText: String? { get { fatalError() } set { } }
    open var replacementText: String? { get { fatalError() } set { } }
    open var optionsMenuProvider: (([UIMenuElement]) -> UIMenu?)? { get { fatalError() } set { } }
    open weak var delegate: (any UIFindInteractionDelegate)? { fatalError() }
    public init(sessionDelegate: any UIFindInteractionDelegate) { fatalError() }
    open func presentFindNavigator(showingReplace: Bool) { fatalError() }
    open func dismissFindNavigator() { fatalError() }
    open func findNext() { fatalError() }
    open func findPrevious() { fatalError() }
    open func updateResultCount() { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    // UIInteraction
    open weak var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

// MARK: - Calendar view (iOS 16)

/// Calendar display view.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UICalendarView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open weak var delegate: (any UICalendarViewDelegate)? { get { fatalError() } set { } }
    open var selectionBehavior: UICalendarSelection? { get { fatalError() } set { } }
    open var locale: Locale { get { fatalError() } set { } }
    open var calendar: Calendar { get { fatalError() } set { } }
    open var timeZone: TimeZone? { get { fatalError() } set { } }
    open var fontDesign: UIFontDescriptor.SystemDesign { get { fatalError() } set { } }
    open var availableDateRange: DateInterval { get { fatalError() } set { } }
    open var visibleDateComponents: DateComponents { get { fatalError() } set { } }
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) { fatalError() }
    open var wantsDateDecorations: Bool { get { fatalError() } set { } }
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) { fatalError() }

    @objc(UICalendarViewDecorationSize)
    public enum DecorationSize: Int, @unchecked Sendable {
        case small = 0
        case medium = 1
        case large = 2
    }

    /// Per-date decoration in a calendar view.
    @objc(UICalendarViewDecoration)
    @preconcurrency @MainActor
    open class Decoration: NSObject {
        public override init() { fatalError() }
        public init(image: UIImage?, color: UIColor?, size: UICalendarView.DecorationSize) { fatalError() }
        public init(customViewProvider: @escaping () -> UIView) { fatalError() }
    }
}

/// Delegate callbacks of a calendar view.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol UICalendarViewDelegate: NSObjectProtocol {
    @objc optional func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    @available(iOS 16.2, *)
    @objc optional func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

/// Base class of calendar view selection behaviours.
@available(iOS 16.0, *)
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UICalendarSelection: NSObject {
    public override init() { fatalError() }
}

/// Single-date calendar selection.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    open weak var delegate: (any UICalendarSelectionSingleDateDelegate)? { fatalError() }
    open var selectedDate: DateComponents? { get { fatalError() } set { } }
    open func setSelectedDate(_ selectedDate: DateComponents?, animated: Bool) { fatalError() }
    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) { fatalError() }
}

/// Delegate of a single-date calendar selection.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    @objc optional func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

/// Multiple-date calendar selection.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    open var selectedDates: [DateComponents] { get { fatalError() } set { } }
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { fatalError() }
    open weak var delegate: (any UICalendarSelectionMultiDateDelegate)? { fatalError() }
    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) { fatalError() }
}

/// Delegate of a multiple-date calendar selection.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol UICalendarSelectionMultiDateDelegate: NSObjectProtocol {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    @objc optional func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    @objc optional func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

// MARK: - Paste control (iOS 16)

/// Paste button that needs no permission prompt.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class UIPasteControl: UIControl {
    open var configuration: UIPasteControl.Configuration { fatalError() }
    public init(configuration: UIPasteControl.Configuration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override init(frame: CGRect) { fatalError() }

    @objc(UIPasteControlDisplayMode)
    public enum DisplayMode: UInt, @unchecked Sendable {
        case iconAndLabel = 0
        case iconOnly = 1
        case labelOnly = 2
        case arrowAndLabel = 3
    }

    /// Look of a paste control.
    @objc(UIPasteControlConfiguration)
    @preconcurrency @MainActor
    open class Configuration: NSObject, NSSecureCoding {
        open var displayMode: UIPasteControl.DisplayMode { get { fatalError() } set { } }
        open var cornerRadius: CGFloat { get { fatalError() } set { } }
        open var imagePlacement: NSDirectionalRectEdge { get { fatalError() } set { } }
        open var baseForegroundColor: UIColor? { get { fatalError() } set { } }
        open var baseBackgroundColor: UIColor? { get { fatalError() } set { } }
        public override init() { fatalError() }
        public class var supportsSecureCoding: Bool { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        public required init?(coder: NSCoder) { fatalError() }
    }
}

// MARK: - Additions to existing classes (iOS 16)

@available(iOS 16.0, *)
extension UIMenu {
    @objc(UIMenuElementSize)
    public enum ElementSize: Int, @unchecked Sendable {
        case small = 0
        case medium = 1
        case large = 2
        @available(iOS 17.0, *)
        case automatic = -1
    }

    @objc open var preferredElementSize: UIMenu.ElementSize { get { fatalError() } set { } }
}

@available(iOS 16.0, *)
extension UINavigationItem {
    @objc open var backAction: UIAction? { get { fatalError() } set { } }
    @objc open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? { get { fatalError() } set { } }
    @objc open var customizationIdentifier: String? { get { fatalError() } set { } }
}

// MARK: - Deferred menu elements (iOS 14, 15)

/// Menu placeholder whose items a provider supplies later.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) { fatalError() }
    @available(iOS 15.0, *)
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self { fatalError() }
}

@available(iOS 16.0, *)
extension UINavigationItem {
    @objc(UINavigationItemSearchBarPlacement)
    public enum SearchBarPlacement: Int, @unchecked Sendable {
        case automatic = 0
        case inline = 1
        case stacked = 2
    }

    @objc open var preferredSearchBarPlacement: UINavigationItem.SearchBarPlacement { get { fatalError() } set { } }
    @objc open var searchBarPlacement: UINavigationItem.SearchBarPlacement { fatalError() }
}

@available(iOS 16.0, *)
extension UISearchController {
    @objc open var searchBarPlacement: UINavigationItem.SearchBarPlacement { fatalError() }
}

@available(iOS 16.0, *)
extension UIViewController {
    @objc open func setNeedsUpdateOfSupportedInterfaceOrientations() { fatalError() }
}
