/// Read-only text view for one or more lines.
@preconcurrency @MainActor
@objcMembers
open class UILabel: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String? { get { fatalError() } set { } }
    open var font: UIFont! { get { fatalError() } set { } }
    open var textColor: UIColor! { get { fatalError() } set { } }
    open var shadowColor: UIColor? { get { fatalError() } set { } }
    open var shadowOffset: CGSize { get { fatalError() } set { } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { } }
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set { } }
    open var attributedText: NSAttributedString? { get { fatalError() } set { } }
    open var highlightedTextColor: UIColor? { get { fatalError() } set { } }
    open var isHighlighted: Bool { get { fatalError() } set { } }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var numberOfLines: Int { get { fatalError() } set { } }
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set { } }
    open var minimumScaleFactor: CGFloat { get { fatalError() } set { } }
    open var preferredMaxLayoutWidth: CGFloat { get { fatalError() } set { } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { } }
    @discardableResult
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { fatalError() }
    open func drawText(in rect: CGRect) { fatalError() }
}

/// Horizontal text alignment.
@objc
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// Wrapping/truncation rule for long lines.
@objc
public enum NSLineBreakMode: Int, @unchecked Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2, byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
}

/// Tappable button control.
@preconcurrency @MainActor
@objcMembers
open class UIButton: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    @nonobjc open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self { fatalError() }

    open var buttonType: UIButton.ButtonType { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { fatalError() }
    @available(iOS 13.0, *)
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) { fatalError() }
    @discardableResult
    open func title(for state: UIControl.State) -> String? { fatalError() }
    @discardableResult
    open func titleColor(for state: UIControl.State) -> UIColor? { fatalError() }
    @discardableResult
    open func image(for state: UIControl.State) -> UIImage? { fatalError() }
    open var currentTitle: String? { fatalError() }
    open var currentImage: UIImage? { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    open var adjustsImageWhenHighlighted: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open func setNeedsUpdateConfiguration() { fatalError() }
    @available(iOS 15.0, *)
    open func updateConfiguration() { fatalError() }
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var menu: UIMenu? { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var changesSelectionAsPrimaryAction: Bool { get { fatalError() } set { } }

    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    @objc(UIButtonButtonType)
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        @available(iOS 7.0, *) case system = 1
        case detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5
        @available(iOS 13.0, *) case close = 7
        public static var roundedRect: UIButton.ButtonType { fatalError() }
    }
}

/// Single-line text input control.
@preconcurrency @MainActor
@objcMembers
open class UITextField: UIControl, UITextInputTraits {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String? { get { fatalError() } set { } }
    open var attributedText: NSAttributedString? { get { fatalError() } set { } }
    open var textColor: UIColor? { get { fatalError() } set { } }
    open var font: UIFont? { get { fatalError() } set { } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { } }
    open var borderStyle: UITextField.BorderStyle { get { fatalError() } set { } }
    open var placeholder: String? { get { fatalError() } set { } }
    open var attributedPlaceholder: NSAttributedString? { get { fatalError() } set { } }
    open var clearsOnBeginEditing: Bool { get { fatalError() } set { } }
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set { } }
    open var minimumFontSize: CGFloat { get { fatalError() } set { } }
    weak open var delegate: (any UITextFieldDelegate)? { get { fatalError() } set { } }
    open var background: UIImage? { get { fatalError() } set { } }
    open var isEditing: Bool { fatalError() }
    open var clearButtonMode: UITextField.ViewMode { get { fatalError() } set { } }
    open var leftView: UIView? { get { fatalError() } set { } }
    open var leftViewMode: UITextField.ViewMode { get { fatalError() } set { } }
    open var rightView: UIView? { get { fatalError() } set { } }
    open var rightViewMode: UITextField.ViewMode { get { fatalError() } set { } }
    open override var inputView: UIView? { get { fatalError() } set { } }
    open override var inputAccessoryView: UIView? { get { fatalError() } set { } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { } }
    @discardableResult
    open func textRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    @discardableResult
    open func editingRect(forBounds bounds: CGRect) -> CGRect { fatalError() }
    @discardableResult
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { fatalError() }

    // UITextInputTraits
    open var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set { } }
    open var autocorrectionType: UITextAutocorrectionType { get { fatalError() } set { } }
    open var spellCheckingType: UITextSpellCheckingType { get { fatalError() } set { } }
    open var keyboardType: UIKeyboardType { get { fatalError() } set { } }
    open var keyboardAppearance: UIKeyboardAppearance { get { fatalError() } set { } }
    open var returnKeyType: UIReturnKeyType { get { fatalError() } set { } }
    open var enablesReturnKeyAutomatically: Bool { get { fatalError() } set { } }
    open var isSecureTextEntry: Bool { get { fatalError() } set { } }
    open var textContentType: UITextContentType! { get { fatalError() } set { } }

    @objc(UITextFieldBorderStyle)
    public enum BorderStyle: Int, @unchecked Sendable {
        case none = 0, line = 1, bezel = 2, roundedRect = 3
    }
    @objc(UITextFieldViewMode)
    public enum ViewMode: Int, @unchecked Sendable {
        case never = 0, whileEditing = 1, unlessEditing = 2, always = 3
    }
    @objc(UITextFieldDidEndEditingReason)
    public enum DidEndEditingReason: Int, @unchecked Sendable {
        case committed = 0
    }

    nonisolated public class var textDidBeginEditingNotification: NSNotification.Name { fatalError() }
    nonisolated public class var textDidEndEditingNotification: NSNotification.Name { fatalError() }
    nonisolated public class var textDidChangeNotification: NSNotification.Name { fatalError() }
}

/// Text field styled for search, with tokens.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }}

/// Delegate callbacks for text field editing.
@preconcurrency @MainActor
@objc public protocol UITextFieldDelegate: NSObjectProtocol {
    @objc optional func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidBeginEditing(_ textField: UITextField)
    @objc optional func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidEndEditing(_ textField: UITextField)
    @available(iOS 10.0, *)
    @objc optional func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    @objc optional func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    @available(iOS 13.0, *)
    @objc optional func textFieldDidChangeSelection(_ textField: UITextField)
    @objc optional func textFieldShouldClear(_ textField: UITextField) -> Bool
    @objc optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

/// Keyboard and input settings of a text object.
@preconcurrency @MainActor
@objc public protocol UITextInputTraits: NSObjectProtocol {
    @objc optional var autocapitalizationType: UITextAutocapitalizationType { get set }
    @objc optional var autocorrectionType: UITextAutocorrectionType { get set }
    @objc optional var spellCheckingType: UITextSpellCheckingType { get set }
    @objc optional var keyboardType: UIKeyboardType { get set }
    @objc optional var keyboardAppearance: UIKeyboardAppearance { get set }
    @objc optional var returnKeyType: UIReturnKeyType { get set }
    @objc optional var enablesReturnKeyAutomatically: Bool { get set }
    @objc optional var isSecureTextEntry: Bool { get set }
}

@objc public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    case none = 0, words = 1, sentences = 2, allCharacters = 3
}
@objc public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}
@objc public enum UITextSpellCheckingType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}
@objc public enum UIKeyboardType: Int, @unchecked Sendable {
    case `default` = 0, asciiCapable = 1, numbersAndPunctuation = 2, URL = 3, numberPad = 4, phonePad = 5, namePhonePad = 6, emailAddress = 7, decimalPad = 8, twitter = 9, webSearch = 10, asciiCapableNumberPad = 11
}
@objc public enum UIKeyboardAppearance: Int, @unchecked Sendable {
    case `default` = 0, dark = 1, light = 2
}
@objc public enum UIReturnKeyType: Int, @unchecked Sendable {
    case `default` = 0, go = 1, google = 2, join = 3, next = 4, route = 5, search = 6, send = 7, yahoo = 8, done = 9, emergencyCall = 10, `continue` = 11
}

/// Semantic hints for autofill of text inputs.
public struct UITextContentType: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let name: UITextContentType = { fatalError() }()
    public static let emailAddress: UITextContentType = { fatalError() }()
    public static let telephoneNumber: UITextContentType = { fatalError() }()
    public static let username: UITextContentType = { fatalError() }()
    public static let password: UITextContentType = { fatalError() }()
    public static let newPassword: UITextContentType = { fatalError() }()
    public static let oneTimeCode: UITextContentType = { fatalError() }()
    public static let URL: UITextContentType = { fatalError() }()
}

/// Scrollable multi-line text view.
@preconcurrency @MainActor
@objcMembers
open class UITextView: UIScrollView {
    public init(frame: CGRect, textContainer: NSTextContainer?) { fatalError() }
    public override convenience init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String! { get { fatalError() } set { } }
    open var font: UIFont? { get { fatalError() } set { } }
    open var textColor: UIColor? { get { fatalError() } set { } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { } }
    open var isEditable: Bool { get { fatalError() } set { } }
    open var isSelectable: Bool { get { fatalError() } set { } }
    open var attributedText: NSAttributedString! { get { fatalError() } set { } }
    open var textContainerInset: UIEdgeInsets { get { fatalError() } set { } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { } }
}

/// On/off toggle control.
@preconcurrency @MainActor
@objcMembers
open class UISwitch: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var isOn: Bool { get { fatalError() } set { } }
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
    open var onTintColor: UIColor? { get { fatalError() } set { } }
    open var thumbTintColor: UIColor? { get { fatalError() } set { } }
}

/// Control for picking a value along a continuous range.
@preconcurrency @MainActor
@objcMembers
open class UISlider: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var value: Float { get { fatalError() } set { } }
    open var minimumValue: Float { get { fatalError() } set { } }
    open var maximumValue: Float { get { fatalError() } set { } }
    open var isContinuous: Bool { get { fatalError() } set { } }
    open func setValue(_ value: Float, animated: Bool) { fatalError() }
}

/// Row of mutually exclusive segment buttons.
@preconcurrency @MainActor
@objcMembers
open class UISegmentedControl: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public init(items: [Any]?) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, actions: [UIAction]) { fatalError() }
    open var selectedSegmentIndex: Int { get { fatalError() } set { } }
    open var numberOfSegments: Int { fatalError() }
    open var selectedSegmentTintColor: UIColor? { get { fatalError() } set { } }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { fatalError() }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { fatalError() }
    @discardableResult
    open func titleForSegment(at segment: Int) -> String? { fatalError() }
    nonisolated public class var noSegment: Int { fatalError() }
}

/// Spinning busy indicator.
@preconcurrency @MainActor
@objcMembers
open class UIActivityIndicatorView: UIView {
    public init(style: UIActivityIndicatorView.Style) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open var style: UIActivityIndicatorView.Style { get { fatalError() } set { } }
    open var hidesWhenStopped: Bool { get { fatalError() } set { } }
    open var color: UIColor! { get { fatalError() } set { } }
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
    open var isAnimating: Bool { fatalError() }

    @objc(UIActivityIndicatorViewStyle)
    public enum Style: Int, @unchecked Sendable {
        @available(iOS 13.0, *) case medium = 100
        @available(iOS 13.0, *) case large = 101
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "renamed to UIActivityIndicatorViewStyleLarge")
        case whiteLarge = 0
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "renamed to UIActivityIndicatorViewStyleMedium")
        case white = 1
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "renamed to UIActivityIndicatorViewStyleMedium")
        case gray = 2
    }
}

/// Progress bar.
@preconcurrency @MainActor
@objcMembers
open class UIProgressView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(progressViewStyle style: UIProgressView.Style) { fatalError() }
    open var progress: Float { get { fatalError() } set { } }
    open func setProgress(_ progress: Float, animated: Bool) { fatalError() }
    open var progressTintColor: UIColor? { get { fatalError() } set { } }
    @objc(UIProgressViewStyle)
    public enum Style: Int, @unchecked Sendable { case `default` = 0, bar = 2 }
}
