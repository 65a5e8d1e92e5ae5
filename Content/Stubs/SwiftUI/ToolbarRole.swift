// toolbarRole(_:) and ToolbarRole (iOS 16).

/// The purpose of content that populates the toolbar.
@available(iOS 16.0, *)
public struct ToolbarRole {
    /// The automatic role.
    public static var automatic: ToolbarRole { fatalError() }
    /// The navigationStack role.
    public static var navigationStack: ToolbarRole { fatalError() }
    /// The browser role.
    public static var browser: ToolbarRole { fatalError() }
    /// The editor role.
    public static var editor: ToolbarRole { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// Configures the semantic role for the content populating the toolbar.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { fatalError() }
}
