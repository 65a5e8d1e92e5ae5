/// A configuration that describes the background appearance of cells, headers and other views.
@available(iOS 14.0, *)
public struct UIBackgroundConfiguration: Hashable {
    public static func clear() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS 18.0, *)
    public static func listCell() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS 18.0, *)
    public static func listHeader() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS 18.0, *)
    public static func listFooter() -> UIBackgroundConfiguration { fatalError() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { fatalError() }

    public var customView: UIView? { get { fatalError() } set { } }
    public var cornerRadius: CGFloat { get { fatalError() } set { } }
    public var backgroundInsets: NSDirectionalEdgeInsets { get { fatalError() } set { } }
    public var backgroundColor: UIColor? { get { fatalError() } set { } }
    @discardableResult
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { fatalError() }
    @available(iOS 15.0, *)
    public var image: UIImage? { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    public var imageContentMode: UIView.ContentMode { get { fatalError() } set { } }
    public var strokeColor: UIColor? { get { fatalError() } set { } }
    public var strokeWidth: CGFloat { get { fatalError() } set { } }
    public var strokeOutset: CGFloat { get { fatalError() } set { } }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 14.0, *)
extension UIBackgroundConfiguration {
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    public static func listPlainCell() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use the generic listHeader() or listFooter() background configuration")
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    public static func listGroupedCell() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use the generic listHeader() or listFooter() background configuration")
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use the generic listHeader() or listFooter() background configuration")
    public static func listSidebarHeader() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    public static func listSidebarCell() -> UIBackgroundConfiguration { fatalError() }
}
