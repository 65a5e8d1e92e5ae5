// Label and label styles.

/// A standard label for user interface items, consisting of an icon with a title.
@available(iOS 14.0, *)
public struct Label<Title: View, Icon: View>: View {
    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    /// Creates a label with an icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
    /// Creates a label with a system icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image name: String) { fatalError() }
    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
}

/// A type that applies a custom appearance to all labels within a view.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
@available(iOS 14.0, *)
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View { public typealias Body = Never }
    /// A type-erased icon view of a label.
    public struct Icon: View { public typealias Body = Never }
    public var title: LabelStyleConfiguration.Title { fatalError() }
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}

@available(iOS 14.0, *)
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 14.0, *)
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 14.0, *)
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 14.5, *)
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 14.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { fatalError() }
}

@available(iOS 14.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { fatalError() }
}

@available(iOS 14.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { fatalError() }
}

@available(iOS 14.5, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { fatalError() }
}

@available(iOS 14.0, *)
extension View {
    /// Sets the style for labels within this view.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { fatalError() }
}
