import Foundation
import UIKit

// MARK: - UIActivityViewController

extension UIActivityViewController {
    /// The closure type of `completionWithItemsHandler`.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    @objc open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler? { get { fatalError() } set { } }
    @available(iOS 15.4, *)
    @objc open var allowsProminentActivity: Bool { get { fatalError() } set { } }
}

// MARK: - UIActivity

extension UIActivity {
    @objc(UIActivityCategory)
    public enum Category: Int, @unchecked Sendable {
        case action = 0, share = 1
    }

    @objc open class var activityCategory: UIActivity.Category { fatalError() }
    @objc open var activityType: UIActivity.ActivityType? { fatalError() }
    @objc open var activityTitle: String? { fatalError() }
    @objc open var activityImage: UIImage? { fatalError() }
    @objc open func canPerform(withActivityItems activityItems: [Any]) -> Bool { fatalError() }
    @objc open func prepare(withActivityItems activityItems: [Any]) { fatalError() }
    @objc open var activityViewController: UIViewController? { fatalError() }
    @objc open func perform() { fatalError() }
    @objc open func activityDidFinish(_ completed: Bool) { fatalError() }
}

extension UIActivity.ActivityType {
    public static let postToTwitter: UIActivity.ActivityType = { fatalError() }()
    public static let postToWeibo: UIActivity.ActivityType = { fatalError() }()
    public static let assignToContact: UIActivity.ActivityType = { fatalError() }()
    public static let saveToCameraRoll: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 7.0, *)
    public static let addToReadingList: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 7.0, *)
    public static let postToFlickr: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 7.0, *)
    public static let postToVimeo: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 7.0, *)
    public static let postToTencentWeibo: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 9.0, *)
    public static let openInIBooks: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 11.0, *)
    public static let markupAsPDF: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 15.4, *)
    public static let sharePlay: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 16.0, *)
    public static let collaborationInviteWithLink: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 16.0, *)
    public static let collaborationCopyLink: UIActivity.ActivityType = { fatalError() }()
    @available(iOS 16.4, *)
    public static let addToHomeScreen: UIActivity.ActivityType = { fatalError() }()
}

// MARK: - Item sources

/// Supplies the data items an activity view controller acts on.
@objc public protocol UIActivityItemSource: NSObjectProtocol {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    @objc optional func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    @objc optional func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    @objc optional func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize) -> UIImage?
}

/// An operation that supplies an activity item on demand.
open class UIActivityItemProvider: Operation, UIActivityItemSource, @unchecked Sendable {
    @available(*, unavailable) public override init() { fatalError() }
    public init(placeholderItem: Any) { fatalError() }
    open var placeholderItem: Any? { fatalError() }
    @objc open var activityType: UIActivity.ActivityType? { fatalError() }
    open var item: Any { fatalError() }
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { fatalError() }
    open func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? { fatalError() }
}
