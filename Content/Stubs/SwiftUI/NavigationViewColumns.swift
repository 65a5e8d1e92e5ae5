// The column style of the deprecated NavigationView (iOS 15).

/// A navigation view style represented by a series of views in columns.
@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { fatalError() }
}
