// Toolbars: ToolbarContent, ToolbarItem/ToolbarItemGroup, placements and modifiers.

/// Conforming types represent items that can be placed in various locations
/// in a toolbar.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// Conforming types represent items that can be placed in various locations
/// in a customizable toolbar.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

@available(iOS 14.0, *)
extension Never: ToolbarContent, CustomizableToolbarContent {}

@available(iOS 14.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

/// Constructs a toolbar item set from multi-expression closures.
@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> TupleToolbarContent<(C0, C1)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleToolbarContent<(C0, C1, C2)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleToolbarContent<(C0, C1, C2, C3)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> { fatalError() }
    @available(iOS 16.0, *)
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { fatalError() }
    @available(iOS 16.0, *)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    @available(iOS 16.0, *)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

@available(iOS 14.0, *)
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError() }
}

/// A toolbar content value built from a tuple of toolbar content.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

/// A model that represents an item which can be placed in the toolbar
/// or navigation bar.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 14.0, *)
extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a toolbar item with the specified placement and content,
    /// which allows for user customization.
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in
/// the toolbar or navigation bar.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Creates a toolbar item group with a specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A structure that defines the placement of a toolbar item.
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static let automatic: ToolbarItemPlacement = { fatalError() }()
    public static let principal: ToolbarItemPlacement = { fatalError() }()
    public static let navigation: ToolbarItemPlacement = { fatalError() }()
    public static let primaryAction: ToolbarItemPlacement = { fatalError() }()
    @available(iOS 16.0, *)
    public static let secondaryAction: ToolbarItemPlacement = { fatalError() }()
    public static let status: ToolbarItemPlacement = { fatalError() }()
    public static let confirmationAction: ToolbarItemPlacement = { fatalError() }()
    public static let cancellationAction: ToolbarItemPlacement = { fatalError() }()
    public static let destructiveAction: ToolbarItemPlacement = { fatalError() }()
    @available(iOS 15.0, *)
    public static let keyboard: ToolbarItemPlacement = { fatalError() }()
    @available(iOS 14.0, *)
    public static let topBarLeading: ToolbarItemPlacement = { fatalError() }()
    @available(iOS 14.0, *)
    public static let topBarTrailing: ToolbarItemPlacement = { fatalError() }()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    public static let navigationBarLeading: ToolbarItemPlacement = { fatalError() }()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    public static let navigationBarTrailing: ToolbarItemPlacement = { fatalError() }()
    public static let bottomBar: ToolbarItemPlacement = { fatalError() }()
}

/// The placement of a toolbar.
@available(iOS 16.0, *)
public struct ToolbarPlacement: Sendable {
    public static var automatic: ToolbarPlacement { fatalError() }
    public static var bottomBar: ToolbarPlacement { fatalError() }
    public static var navigationBar: ToolbarPlacement { fatalError() }
    public static var tabBar: ToolbarPlacement { fatalError() }
}

@available(iOS 14.0, *)
extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }

    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { fatalError() }

    /// Populates the toolbar or navigation bar with the specified items,
    /// allowing for user customization.
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View { fatalError() }

    /// Specifies the visibility of a bar managed by SwiftUI.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }

    /// Specifies the preferred shape style of the background of a bar managed
    /// by SwiftUI.
    @available(iOS 16.0, *)
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { fatalError() }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    @available(iOS 16.0, *)
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { fatalError() }
}
