import Foundation
import UIKit

/// A view controller with the common text formatting options.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UITextFormattingViewController: UIViewController {
    public init() { fatalError() }
    public init(configuration: UITextFormattingViewController.Configuration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var configuration: UITextFormattingViewController.Configuration { fatalError() }

    /// The component groups and options of a text formatting view controller.
    @objc(UITextFormattingViewControllerConfiguration)
    open class Configuration: NSObject, NSCopying, NSSecureCoding {
        public override init() { fatalError() }
        public convenience init(groups: [UITextFormattingViewController.ComponentGroup]) { fatalError() }
        public required init?(coder: NSCoder) { fatalError() }
        open var groups: [UITextFormattingViewController.ComponentGroup] { fatalError() }
        open var fontPickerConfiguration: UIFontPickerViewController.Configuration? { get { fatalError() } set { } }
        open class var supportsSecureCoding: Bool { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    }

    /// A component of a text formatting view.
    @objc(UITextFormattingViewControllerComponent)
    open class Component: NSObject, NSCopying, NSSecureCoding {
        public init(componentKey: UITextFormattingViewController.ComponentKey, preferredSize: UITextFormattingViewController.ComponentSize) { fatalError() }
        @available(*, unavailable)
        public override init() { fatalError() }
        public required init?(coder: NSCoder) { fatalError() }
        open var componentKey: UITextFormattingViewController.ComponentKey { fatalError() }
        open var preferredSize: UITextFormattingViewController.ComponentSize { fatalError() }
        open class var supportsSecureCoding: Bool { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    }

    /// A group of components of a text formatting view.
    @objc(UITextFormattingViewControllerComponentGroup)
    open class ComponentGroup: NSObject, NSCopying, NSSecureCoding {
        public init(components: [UITextFormattingViewController.Component]) { fatalError() }
        @available(*, unavailable)
        public override init() { fatalError() }
        public required init?(coder: NSCoder) { fatalError() }
        open var components: [UITextFormattingViewController.Component] { fatalError() }
        open class var supportsSecureCoding: Bool { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    }

    /// Keys of the predefined text formatting components.
    public struct ComponentKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let formattingStyles: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let fontAttributes: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let fontPicker: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let fontSize: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let fontPointSize: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let textAlignment: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let textAlignmentAndJustification: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let textIndentation: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let lineHeight: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let listStyles: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let textColor: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let highlight: UITextFormattingViewController.ComponentKey = { fatalError() }()
        public static let highlightPicker: UITextFormattingViewController.ComponentKey = { fatalError() }()
    }

    /// Sizes of text formatting components.
    @objc(UITextFormattingViewControllerComponentSize)
    public enum ComponentSize: Int, @unchecked Sendable {
        case automatic = 0, mini = 1, small = 2, regular = 3, large = 4, extraLarge = 5
    }

    /// Horizontal alignment states of formatted text.
    public struct TextAlignment: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let left: UITextFormattingViewController.TextAlignment = { fatalError() }()
        public static let center: UITextFormattingViewController.TextAlignment = { fatalError() }()
        public static let right: UITextFormattingViewController.TextAlignment = { fatalError() }()
        public static let justified: UITextFormattingViewController.TextAlignment = { fatalError() }()
        public static let natural: UITextFormattingViewController.TextAlignment = { fatalError() }()
    }

    /// Text list states of formatted text.
    public struct TextList: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let disc: UITextFormattingViewController.TextList = { fatalError() }()
        public static let hyphen: UITextFormattingViewController.TextList = { fatalError() }()
        public static let decimal: UITextFormattingViewController.TextList = { fatalError() }()
        public static let other: UITextFormattingViewController.TextList = { fatalError() }()
    }

    /// Highlight states of formatted text.
    public struct Highlight: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let `default`: UITextFormattingViewController.Highlight = { fatalError() }()
        public static let purple: UITextFormattingViewController.Highlight = { fatalError() }()
        public static let pink: UITextFormattingViewController.Highlight = { fatalError() }()
        public static let orange: UITextFormattingViewController.Highlight = { fatalError() }()
        public static let mint: UITextFormattingViewController.Highlight = { fatalError() }()
        public static let blue: UITextFormattingViewController.Highlight = { fatalError() }()
    }
}
