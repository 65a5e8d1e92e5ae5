// ForEach, List, Section, Form, list styles and list-row modifiers.

/// A structure that computes views on demand from an underlying collection of
/// identified data.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data that SwiftUI uses to create
    /// views dynamically.
    public var data: Data { fatalError() }
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content { fatalError() }
}

@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, *)
extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the provided key path to the underlying data's identifier.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

@available(iOS 13.0, *)
extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the identity of the underlying data.
    @available(iOS 13.0, *)
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable { fatalError() }

    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the identity of the underlying data.
    @available(iOS 13.0, *)
    nonisolated public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable { fatalError() }
}

/// A type of view that generates views from an underlying collection of data.
@available(iOS 13.0, *)
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

@available(iOS 13.0, *)
extension ForEach: DynamicViewContent where Content: View {}

@available(iOS 13.0, *)
extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Sets the move action for the dynamic view.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// A container that presents rows of data arranged in a single column,
/// optionally providing the ability to select one or more members.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// Creates a list with the given content that supports selecting multiple rows.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a list with the given content that supports selecting a single row.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a list with the given content that supports selecting a single
    /// row that cannot be deselected (macOS 13 only; unavailable on iOS).
    @available(iOS, unavailable)
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a list that computes its rows on demand from an underlying
    /// collection of identifiable data, optionally allowing users to select
    /// multiple rows.
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }

    /// Creates a list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select
    /// multiple rows.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }

    /// Creates a list that computes its rows on demand from an underlying
    /// collection of identifiable data, optionally allowing users to select a
    /// single row.
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }

    /// Creates a list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select a
    /// single row.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }

    /// Creates a list that computes its views on demand over a constant range,
    /// optionally allowing users to select multiple rows.
    nonisolated public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> { fatalError() }

    /// Creates a list that computes its views on demand over a constant range,
    /// optionally allowing users to select a single row.
    nonisolated public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> { fatalError() }

    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a list that computes its rows on demand from an underlying
    /// collection of identifiable data.
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }

    /// Creates a list that identifies its rows based on a key path to the
    /// identifier of the underlying data.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }

    /// Creates a list that computes its views on demand over a constant range.
    nonisolated public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> { fatalError() }

    /// Creates a list that computes its rows on demand from an underlying
    /// collection of identifiable data (bindings to each element).
    @available(iOS 13.0, *)
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }

    /// Creates a list that identifies its rows based on a key path to the
    /// identifier of the underlying data (bindings to each element).
    @available(iOS 13.0, *)
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
@available(iOS 13.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// Creates a section with a header, footer, and the provided section content.
    @available(iOS 13.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }

    /// Creates a section with the provided section content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    @available(iOS 13.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }

    /// Creates a section with the provided section content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    @available(iOS 13.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }

    /// Creates a section with the provided section content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    @available(iOS 15.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a section with the provided section content.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a section with the provided section content.
    @available(iOS 17.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) { fatalError() }
}

/// A container for grouping controls used for data entry, such as in settings
/// or inspectors.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Form<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: some View { fatalError() }
}

/// A protocol that describes the behavior and appearance of a list.
@available(iOS 13.0, *)
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance
/// for a list.
@available(iOS 13.0, *)
public struct DefaultListStyle: ListStyle { public init() {} }

/// The list style that describes the behavior and appearance of a plain list.
@available(iOS 13.0, *)
public struct PlainListStyle: ListStyle { public init() {} }

/// The list style that describes the behavior and appearance of a grouped list.
@available(iOS 13.0, *)
public struct GroupedListStyle: ListStyle { public init() {} }

/// The list style that describes the behavior and appearance of an inset list.
@available(iOS 14.0, *)
public struct InsetListStyle: ListStyle { public init() {} }

/// The list style that describes the behavior and appearance of an inset
/// grouped list.
@available(iOS 14.0, *)
public struct InsetGroupedListStyle: ListStyle { public init() {} }

/// The list style that describes the behavior and appearance of a sidebar list.
@available(iOS 14.0, *)
public struct SidebarListStyle: ListStyle { public init() {} }

@available(iOS 13.0, *)
extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { fatalError() }
}

@available(iOS 13.0, *)
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { fatalError() }
}

@available(iOS 13.0, *)
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { fatalError() }
}

@available(iOS 14.0, *)
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { fatalError() }
}

@available(iOS 14.0, *)
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { fatalError() }
}

@available(iOS 14.0, *)
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the style for lists within this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { fatalError() }

    /// Places a custom background view behind a list row item.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { fatalError() }

    /// Applies an inset to the rows in a list.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { fatalError() }

    /// Sets the display mode for the separator associated with this specific row.
    @available(iOS 15.0, *)
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { fatalError() }

    /// Sets the tint color associated with a row.
    @available(iOS 15.0, *)
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { fatalError() }

    /// Sets whether to hide the separator associated with a list section.
    @available(iOS 15.0, *)
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { fatalError() }

    /// Sets the vertical spacing between two adjacent rows in a List.
    @available(iOS 15.0, *)
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { fatalError() }

    /// Sets the spacing between adjacent sections in a List.
    @available(iOS 17.0, *)
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { fatalError() }

    /// Sets the header prominence for this view.
    @available(iOS 15.0, *)
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { fatalError() }

    /// Adds custom swipe actions to a row in a list.
    @available(iOS 15.0, *)
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { fatalError() }

    /// Generates a badge for the view from an integer value.
    @available(iOS 15.0, *)
    nonisolated public func badge(_ count: Int) -> some View { fatalError() }

    /// Generates a badge for the view from a localized string key.
    @available(iOS 15.0, *)
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { fatalError() }

    /// Generates a badge for the view from a text view.
    @available(iOS 15.0, *)
    nonisolated public func badge(_ label: Text?) -> some View { fatalError() }
}

/// A type indicating the prominence of a view hierarchy.
@available(iOS 15.0, *)
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

/// A button that toggles the edit mode environment value.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct EditButton: View {
    nonisolated public init() { fatalError() }
    public var body: some View { fatalError() }
}

// Offset-based editing helpers that SwiftUI adds to the standard library collections,
// used with `onDelete` and `onMove`.

@available(iOS 13.0, *)
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    public mutating func remove(atOffsets offsets: IndexSet) { fatalError() }
}

@available(iOS 13.0, *)
extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified
    /// destination offset, preserving ordering.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) { fatalError() }
}
