/// System camera and media picker view controller.
@preconcurrency @MainActor
@objcMembers
open class UIImagePickerController: UINavigationController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public override init(rootViewController: UIViewController) { fatalError() }
    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }
    public convenience init() { fatalError() }

    @discardableResult
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { fatalError() }
    @discardableResult
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? { fatalError() }
    // `delegate` is inherited from UINavigationController; in the SDK it is redeclared as
    // `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`, which Swift source
    // cannot express as an override (see the note on UIScrollView.delegate).
    open var sourceType: UIImagePickerController.SourceType { get { fatalError() } set { } }
    open var mediaTypes: [String] { get { fatalError() } set { } }
    open var allowsEditing: Bool { get { fatalError() } set { } }
    open var cameraDevice: UIImagePickerController.CameraDevice { get { fatalError() } set { } }

    @objc(UIImagePickerControllerSourceType)
    public enum SourceType: Int, @unchecked Sendable {
        @available(iOS, introduced: 2, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        case photoLibrary = 0
        case camera = 1
        @available(iOS, introduced: 2, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        case savedPhotosAlbum = 2
    }
    @objc(UIImagePickerControllerCameraDevice)
    public enum CameraDevice: Int, @unchecked Sendable {
        case rear = 0, front = 1
    }

    /// Keys of the result dictionary from `imagePickerController(_:didFinishPickingMediaWithInfo:)`.
    public struct InfoKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let mediaType: UIImagePickerController.InfoKey = { fatalError() }()
        public static let originalImage: UIImagePickerController.InfoKey = { fatalError() }()
        public static let editedImage: UIImagePickerController.InfoKey = { fatalError() }()
        public static let cropRect: UIImagePickerController.InfoKey = { fatalError() }()
        public static let mediaURL: UIImagePickerController.InfoKey = { fatalError() }()
        @available(iOS 11.0, *)
        public static let imageURL: UIImagePickerController.InfoKey = { fatalError() }()
    }
}

/// Delegate receiving the picker's result or cancellation.
@preconcurrency @MainActor
@objc public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    @objc optional func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    @objc optional func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

/// Delegate callbacks of a text view.
@preconcurrency @MainActor
@objc public protocol UITextViewDelegate: UIScrollViewDelegate {
    @objc optional func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    @objc optional func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    @objc optional func textViewDidBeginEditing(_ textView: UITextView)
    @objc optional func textViewDidEndEditing(_ textView: UITextView)
    @objc optional func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    @objc optional func textViewDidChange(_ textView: UITextView)
    @objc optional func textViewDidChangeSelection(_ textView: UITextView)
}

/// Container that pages between view controllers.
@preconcurrency @MainActor
@objcMembers
open class UIPageViewController: UIViewController {
    public init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey: Any]? = nil) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    weak open var delegate: (any UIPageViewControllerDelegate)? { get { fatalError() } set { } }
    weak open var dataSource: (any UIPageViewControllerDataSource)? { get { fatalError() } set { } }
    open var viewControllers: [UIViewController]? { fatalError() }
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) { fatalError() }

    @objc(UIPageViewControllerTransitionStyle)
    public enum TransitionStyle: Int, @unchecked Sendable { case pageCurl = 0, scroll = 1 }
    @objc(UIPageViewControllerNavigationOrientation)
    public enum NavigationOrientation: Int, @unchecked Sendable { case horizontal = 0, vertical = 1 }
    @objc(UIPageViewControllerNavigationDirection)
    public enum NavigationDirection: Int, @unchecked Sendable { case forward = 0, reverse = 1 }

    public struct OptionsKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let spineLocation: UIPageViewController.OptionsKey = { fatalError() }()
        public static let interPageSpacing: UIPageViewController.OptionsKey = { fatalError() }()
    }
}

/// Supplies pages to a page view controller.
@preconcurrency @MainActor
@objc public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    @objc optional func presentationCount(for pageViewController: UIPageViewController) -> Int
    @objc optional func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

/// Delegate callbacks of a page view controller.
@preconcurrency @MainActor
@objc public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    @objc optional func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    @objc optional func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

/// Row of page-indicator dots.
@preconcurrency @MainActor
@objcMembers
open class UIPageControl: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var numberOfPages: Int { get { fatalError() } set { } }
    open var currentPage: Int { get { fatalError() } set { } }
    open var hidesForSinglePage: Bool { get { fatalError() } set { } }
    open var pageIndicatorTintColor: UIColor? { get { fatalError() } set { } }
    open var currentPageIndicatorTintColor: UIColor? { get { fatalError() } set { } }
}

/// Date and time input control.
@preconcurrency @MainActor
@objcMembers
open class UIDatePicker: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var datePickerMode: UIDatePicker.Mode { get { fatalError() } set { } }
    @available(iOS 13.4, *)
    open var preferredDatePickerStyle: UIDatePickerStyle { get { fatalError() } set { } }
    open var date: Date { get { fatalError() } set { } }
    open var minimumDate: Date? { get { fatalError() } set { } }
    open var maximumDate: Date? { get { fatalError() } set { } }
    open var locale: Locale? { get { fatalError() } set { } }
    open var minuteInterval: Int { get { fatalError() } set { } }
    open func setDate(_ date: Date, animated: Bool) { fatalError() }

    @objc(UIDatePickerMode)
    public enum Mode: Int, @unchecked Sendable {
        case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3
    }
}

@available(iOS 13.4, *)
@objc public enum UIDatePickerStyle: Int, @unchecked Sendable {
    case automatic = 0, wheels = 1, compact = 2
    @available(iOS 14.0, *) case inline = 3
}
