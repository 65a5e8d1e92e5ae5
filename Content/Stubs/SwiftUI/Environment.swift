// @Environment, EnvironmentValues and the environment actions and values apps read.

/// A property wrapper that reads a value from a view's environment.
@available(iOS 13.0, *)
@frozen
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

    /// The current value of the environment property.
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, *)
extension Environment {
    /// Creates an environment property to read an observable object from the
    /// environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }

    /// Creates an environment property to read an observable object from the
    /// environment, returning `nil` if no corresponding object has been set in
    /// the current view's environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? { fatalError() }
}

/// A key for accessing values in the environment.
@available(iOS 13.0, *)
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
@available(iOS 13.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    public init() { fatalError() }

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set { fatalError() } }

    public var description: String { fatalError() }
}

@available(iOS 13.0, *)
extension EnvironmentValues {
    /// The color scheme of this environment.
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    /// The contrast associated with the color scheme of this environment.
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    /// The current locale that views should use.
    public var locale: Locale { get { fatalError() } set { fatalError() } }
    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar { get { fatalError() } set { fatalError() } }
    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone { get { fatalError() } set { fatalError() } }
    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection { get { fatalError() } set { fatalError() } }
    /// A Boolean value that indicates whether the view associated with this
    /// environment allows user interaction.
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    /// The default font of this environment.
    public var font: Font? { get { fatalError() } set { fatalError() } }
    /// The display scale of this environment.
    public var displayScale: CGFloat { get { fatalError() } set { fatalError() } }
    /// Whether the system preference for Reduce Motion is enabled.
    public var accessibilityReduceMotion: Bool { fatalError() }
    /// An indication of whether the user can edit the contents of a view
    /// associated with this environment.
    public var editMode: Binding<EditMode>? { get { fatalError() } set { fatalError() } }
    /// A binding to the current presentation mode of the view associated with
    /// this environment.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { fatalError() }
    /// The size of content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory { get { fatalError() } set { fatalError() } }
    /// An action that opens a URL.
    @available(iOS 14.0, *)
    public var openURL: OpenURLAction { get { fatalError() } set { fatalError() } }
    /// The current phase of the scene.
    @available(iOS 14.0, *)
    public var scenePhase: ScenePhase { get { fatalError() } set { fatalError() } }
    /// The current redaction reasons applied to the view hierarchy.
    @available(iOS 14.0, *)
    public var redactionReasons: RedactionReasons { get { fatalError() } set { fatalError() } }
    /// An action that dismisses the current presentation.
    @available(iOS 15.0, *)
    public var dismiss: DismissAction { fatalError() }
    /// A Boolean value that indicates whether the view associated with this
    /// environment is currently presented.
    @available(iOS 15.0, *)
    public var isPresented: Bool { fatalError() }
    /// An action that ends the current search interaction.
    @available(iOS 15.0, *)
    public var dismissSearch: DismissSearchAction { fatalError() }
    /// A Boolean value that indicates when the user is searching.
    @available(iOS 15.0, *)
    public var isSearching: Bool { fatalError() }
    /// A refresh action stored in a view's environment.
    @available(iOS 15.0, *)
    public var refresh: RefreshAction? { fatalError() }
    /// Returns whether the nearest focusable ancestor has focus.
    @available(iOS 14.0, *)
    public var isFocused: Bool { fatalError() }
    /// The current Dynamic Type size.
    @available(iOS 15.0, *)
    public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set { fatalError() } }
    /// An action that opens a new window.
    @available(iOS 16.0, *)
    public var openWindow: OpenWindowAction { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }

    /// Transforms the environment value of the specified key path with the
    /// given function.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { fatalError() }

    /// Sets the preferred color scheme for this presentation.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { fatalError() }

    /// Sets this view's color scheme.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { fatalError() }
}

@available(iOS 17.0, *)
extension View {
    /// Places an observable object in the view's environment.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { fatalError() }
}

/// The possible color schemes, corresponding to the light and dark appearances.
@available(iOS 13.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// The contrast between the app's foreground and background colors.
@available(iOS 13.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

/// A set of values that indicate the visual size available to the view.
@available(iOS 13.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// An indication of a scene's operational state.
@available(iOS 14.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// A mode that indicates whether the user can edit a view's content.
@available(iOS 13.0, *)
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active
    public var isEditing: Bool { fatalError() }
}

/// An indication whether a view is currently presented by another view.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
public struct PresentationMode {
    public var isPresented: Bool { fatalError() }
    public mutating func dismiss() { fatalError() }
}

/// The sizes that you can specify for content.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
}

/// The reasons to apply a redaction to data displayed on screen.
@available(iOS 14.0, *)
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder: RedactionReasons = { fatalError() }()
    @available(iOS 15.0, *)
    public static let privacy: RedactionReasons = { fatalError() }()
    public typealias Element = RedactionReasons
    public typealias ArrayLiteralElement = RedactionReasons
    public typealias RawValue = Int
}

@available(iOS 14.0, *)
extension View {
    /// Adds a reason to apply a redaction to this view hierarchy.
    nonisolated public func redacted(reason: RedactionReasons) -> some View { fatalError() }
    /// Removes any reason to apply a redaction to this view hierarchy.
    nonisolated public func unredacted() -> some View { fatalError() }
}

/// An action that dismisses a presentation.
@available(iOS 15.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    /// Dismisses the view if it is currently presented.
    public func callAsFunction() { fatalError() }
}

/// An action that ends a search interaction.
@available(iOS 15.0, *)
@MainActor @preconcurrency
public struct DismissSearchAction {
    /// Dismisses the current search operation, if any.
    public func callAsFunction() { fatalError() }
}

/// An action that initiates a refresh operation.
@available(iOS 15.0, *)
public struct RefreshAction: Sendable {
    /// Initiates a refresh action.
    public func callAsFunction() async { fatalError() }
}

/// An action that opens a URL.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct OpenURLAction {
    /// Creates an action that opens a URL.
    @available(iOS 15.0, *)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }

    /// Opens a URL, following system conventions.
    public func callAsFunction(_ url: URL) { fatalError() }

    /// Asynchronously opens a URL, following system conventions.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { fatalError() }

    /// The result of a custom open URL action.
    @available(iOS 15.0, *)
    public struct Result: Sendable {
        public static let handled: OpenURLAction.Result = { fatalError() }()
        public static let discarded: OpenURLAction.Result = { fatalError() }()
        public static let systemAction: OpenURLAction.Result = { fatalError() }()
        @available(iOS 15.0, *)
        public static func systemAction(_ url: URL) -> OpenURLAction.Result { fatalError() }
    }
}

/// An action that presents a window.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct OpenWindowAction {
    public func callAsFunction(id: String) { fatalError() }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { fatalError() }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { fatalError() }
}
