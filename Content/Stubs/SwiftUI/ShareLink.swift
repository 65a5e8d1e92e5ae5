// ShareLink (iOS 16), for the String and URL items that need no Transferable.
//
// Apple constrains PreviewImage, PreviewIcon and Data.Element to
// CoreTransferable's `Transferable`; the stubs have no CoreTransferable module,
// so those constraints and the generic `Transferable` initializers are left out.
// Only the String and URL initializers exist, so nothing that Apple rejects
// compiles here.

/// A view that controls a sharing presentation.
@available(iOS 16.0, *)
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    public typealias Body = Never
}

/// The default label used for a share link.
@available(iOS 16.0, *)
public struct DefaultShareLinkLabel: View {
    public typealias Body = Never
}

@available(iOS 16.0, *)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> { fatalError() }
    /// Creates an instance that presents the share interface.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> { fatalError() }
}
