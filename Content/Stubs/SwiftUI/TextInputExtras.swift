// TextEditor (iOS 14) and SwiftUI's textContentType(_:) for UIKit content types.

/// A view that can display and edit long-form text.
@available(iOS 14.0, *)
public struct TextEditor: View {
    /// Creates a plain text editor.
    nonisolated public init(text: Binding<String>) { fatalError() }
    public typealias Body = Never
}

#if canImport(UIKit)
@available(iOS 13.0, *)
extension View {
    /// Sets the text content type for this view, which the system uses to
    /// offer suggestions while the user enters text on an iOS or tvOS device.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { fatalError() }
}
#endif
