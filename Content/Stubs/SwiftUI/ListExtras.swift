// Hierarchical lists (OutlineGroup, List(_:children:rowContent:)) and
// ListSectionSpacing (iOS 17).

/// A structure that computes views and disclosure groups on demand from an
/// underlying collection of tree-structured, identified data.
@available(iOS 14.0, *)
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {}

@available(iOS 14.0, *)
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never
}

/// A type-erased view representing the children in an outline subgroup.
@available(iOS 14.0, *)
public struct OutlineSubgroupChildren: View {
    public typealias Body = Never
}

@available(iOS 14.0, *)
extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an
    /// underlying collection of identifiable data.
    nonisolated public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }
}

/// The spacing options between two adjacent sections in a list.
@available(iOS 17.0, *)
public struct ListSectionSpacing: Sendable {
    /// The default spacing between sections
    public static let `default`: ListSectionSpacing = { fatalError() }()
    /// Compact spacing between sections
    public static let compact: ListSectionSpacing = { fatalError() }()
    /// Creates a custom spacing value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { fatalError() }
}

@available(iOS 17.0, *)
extension View {
    /// Sets the spacing between adjacent sections in a `List`.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { fatalError() }
}
