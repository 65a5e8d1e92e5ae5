/// A content configuration for a content-unavailable view.
@available(iOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// Properties that affect the content-unavailable view's image.
    public struct ImageProperties: Hashable {
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { fatalError() } set { } }
        public var tintColor: UIColor? { get { fatalError() } set { } }
        public var cornerRadius: CGFloat { get { fatalError() } set { } }
        public var maximumSize: CGSize { get { fatalError() } set { } }
        public var accessibilityIgnoresInvertColors: Bool { get { fatalError() } set { } }
    }

    /// Properties that affect the content-unavailable view's text.
    public struct TextProperties: Hashable {
        public var font: UIFont { get { fatalError() } set { } }
        public var color: UIColor { get { fatalError() } set { } }
        public var lineBreakMode: NSLineBreakMode { get { fatalError() } set { } }
        public var numberOfLines: Int { get { fatalError() } set { } }
        public var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set { } }
        public var minimumScaleFactor: CGFloat { get { fatalError() } set { } }
        public var allowsDefaultTighteningForTruncation: Bool { get { fatalError() } set { } }
    }

    /// Properties that affect the content-unavailable view's buttons.
    public struct ButtonProperties: Hashable {
        public var primaryAction: UIAction? { get { fatalError() } set { } }
        public var menu: UIMenu? { get { fatalError() } set { } }
        public var isEnabled: Bool { get { fatalError() } set { } }
    }

    /// The alignment of the content.
    public enum Alignment: Hashable {
        case natural
        case center
    }

    public static func empty() -> UIContentUnavailableConfiguration { fatalError() }
    public static func loading() -> UIContentUnavailableConfiguration { fatalError() }
    public static func search() -> UIContentUnavailableConfiguration { fatalError() }

    @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { fatalError() }

    public var image: UIImage? { get { fatalError() } set { } }
    public var imageProperties: UIContentUnavailableConfiguration.ImageProperties { get { fatalError() } set { } }
    public var text: String? { get { fatalError() } set { } }
    public var attributedText: NSAttributedString? { get { fatalError() } set { } }
    public var textProperties: UIContentUnavailableConfiguration.TextProperties { get { fatalError() } set { } }
    public var secondaryText: String? { get { fatalError() } set { } }
    public var secondaryAttributedText: NSAttributedString? { get { fatalError() } set { } }
    public var secondaryTextProperties: UIContentUnavailableConfiguration.TextProperties { get { fatalError() } set { } }
    public var button: UIButton.Configuration { get { fatalError() } set { } }
    public var buttonProperties: UIContentUnavailableConfiguration.ButtonProperties { get { fatalError() } set { } }
    public var secondaryButton: UIButton.Configuration { get { fatalError() } set { } }
    public var secondaryButtonProperties: UIContentUnavailableConfiguration.ButtonProperties { get { fatalError() } set { } }
    public var alignment: UIContentUnavailableConfiguration.Alignment { get { fatalError() } set { } }
    public var axesPreservingSuperviewLayoutMargins: UIAxis { get { fatalError() } set { } }
    public var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set { } }
    public var imageToTextPadding: CGFloat { get { fatalError() } set { } }
    public var textToSecondaryTextPadding: CGFloat { get { fatalError() } set { } }
    public var textToButtonPadding: CGFloat { get { fatalError() } set { } }
    public var buttonToSecondaryButtonPadding: CGFloat { get { fatalError() } set { } }
    public var background: UIBackgroundConfiguration { get { fatalError() } set { } }

    public static func == (a: UIContentUnavailableConfiguration, b: UIContentUnavailableConfiguration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// A view that indicates there's no content to display.
@available(iOS 17.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIContentUnavailableView: UIView, UIContentView {
    public convenience init(configuration: UIContentUnavailableConfiguration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @nonobjc public var configuration: any UIContentConfiguration { get { fatalError() } set { } }
}
