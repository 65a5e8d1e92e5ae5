// Button, ButtonRole and button styles.

/// A control that initiates an action.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Button<Label: View>: View {
    /// Creates a button that displays a custom label.
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a button with a specified role that displays a custom label.
    @available(iOS 15.0, *)
    @preconcurrency
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }

    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button with a specified role that generates its label from a
    /// localized string key.
    @available(iOS 15.0, *)
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button with a specified role that generates its label from a string.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
}

@available(iOS 14.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
    /// Creates a button with a system image that generates its label from a
    /// localized string key.
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button with a system image that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button with a specified role and system image.
    @available(iOS 15.0, *)
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button with a specified role and system image.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
}

/// A value that describes the purpose of a button.
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
    /// A role that indicates a destructive action.
    public static let destructive: ButtonRole = { fatalError() }()
    /// A role that indicates a button that cancels an operation.
    public static let cancel: ButtonRole = { fatalError() }()
    /// A role that indicates a button that closes the current view.
    @available(iOS 26.0, *)
    public static let close: ButtonRole = { fatalError() }()
    /// A role that indicates a button that confirms an operation.
    @available(iOS 26.0, *)
    public static let confirm: ButtonRole = { fatalError() }()
}

/// A type that applies standard interaction behavior and a custom appearance
/// to all buttons within a view hierarchy.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
@available(iOS 13.0, *)
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View { public typealias Body = Never }
    /// An optional semantic role describing the button's purpose.
    @available(iOS 15.0, *)
    public var role: ButtonRole? { fatalError() }
    /// A view that describes the effect of pressing the button.
    public var label: ButtonStyleConfiguration.Label { fatalError() }
    /// A Boolean that indicates whether the user is currently pressing the button.
    public var isPressed: Bool { fatalError() }
}

/// A type that applies standard interaction behavior and a custom appearance
/// to all buttons within a view hierarchy.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button.
@available(iOS 13.0, *)
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View { public typealias Body = Never }
    @available(iOS 15.0, *)
    public var role: ButtonRole? { fatalError() }
    public var label: PrimitiveButtonStyleConfiguration.Label { fatalError() }
    public func trigger() { fatalError() }
}

@available(iOS 13.0, *)
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 13.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 13.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 15.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 15.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { fatalError() }
}

@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { fatalError() }
}

@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { fatalError() }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { fatalError() }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the style for buttons within this view to a button style with a
    /// custom appearance and standard interaction behavior.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { fatalError() }
    /// Sets the style for buttons within this view to a button style with a
    /// custom appearance and custom interaction behavior.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { fatalError() }
    /// Sets the border shape for buttons in this view.
    @available(iOS 15.0, *)
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { fatalError() }
    /// Sets the size for controls within this view.
    @available(iOS 15.0, *)
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { fatalError() }
}

/// A shape used to draw a button's border.
@available(iOS 15.0, *)
public struct ButtonBorderShape: Equatable, Sendable {
    public static let automatic: ButtonBorderShape = { fatalError() }()
    public static let capsule: ButtonBorderShape = { fatalError() }()
    public static let roundedRectangle: ButtonBorderShape = { fatalError() }()
    @available(iOS 17.0, *)
    public static let circle: ButtonBorderShape = { fatalError() }()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { fatalError() }
}

/// The size classes, like regular or small, that you can apply to controls
/// within a view.
@available(iOS 15.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini
    case small
    case regular
    case large
    @available(iOS 17.0, *)
    case extraLarge

    public static var allCases: [ControlSize] { fatalError() }
}
