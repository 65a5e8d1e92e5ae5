// Names UIKit had before Swift 4.2. UIKit.apinotes lists them under `SwiftVersions: - Version: 4`
// ("Swift 4.2 Renames"); the Clang importer keeps each old name as a stand-in marked
// `@available(swift, obsoleted: 4.2, renamed: "<current name>")`, so code written for Swift 4 gets
// "'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'" with a fix-it.
// Only names whose current spelling the stubs declare are listed here.

// MARK: Types (apinotes `Tags` and `Typedefs`)

@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(swift, obsoleted: 4.2, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

// MARK: Notification names (apinotes `Globals` of type NSNotificationName)

extension NSNotification.Name {
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static var UIKeyboardWillShow: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static var UIKeyboardDidShow: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static var UIKeyboardWillHide: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static var UIKeyboardDidHide: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static var UIKeyboardWillChangeFrame: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static var UIKeyboardDidChangeFrame: NSNotification.Name { fatalError() }

    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static var UIApplicationDidBecomeActive: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static var UIApplicationWillResignActive: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static var UIApplicationDidEnterBackground: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static var UIApplicationWillEnterForeground: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
    public static var UIApplicationDidFinishLaunching: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
    public static var UIApplicationWillTerminate: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static var UIApplicationDidReceiveMemoryWarning: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.userDidTakeScreenshotNotification")
    public static var UIApplicationUserDidTakeScreenshot: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.significantTimeChangeNotification")
    public static var UIApplicationSignificantTimeChange: NSNotification.Name { fatalError() }

    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeVisibleNotification")
    public static var UIWindowDidBecomeVisible: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeHiddenNotification")
    public static var UIWindowDidBecomeHidden: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeKeyNotification")
    public static var UIWindowDidBecomeKey: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didResignKeyNotification")
    public static var UIWindowDidResignKey: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
    public static var UIDeviceOrientationDidChange: NSNotification.Name { fatalError() }

    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
    public static var UITextFieldTextDidBeginEditing: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static var UITextFieldTextDidChange: NSNotification.Name { fatalError() }
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
    public static var UITextFieldTextDidEndEditing: NSNotification.Name { fatalError() }
}

// MARK: Keyboard userInfo keys (apinotes `Globals`, global constants before Swift 4.2)

@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey: String = { fatalError() }()
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey: String = { fatalError() }()
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey: String = { fatalError() }()
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey: String = { fatalError() }()
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey: String = { fatalError() }()
