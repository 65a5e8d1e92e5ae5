extension UIEdgeInsets: Hashable, @unchecked Sendable {
    public static var zero: UIEdgeInsets { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 11.0, *)
extension NSDirectionalEdgeInsets: Hashable, @unchecked Sendable {
    public static var zero: NSDirectionalEdgeInsets { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension UIOffset: Hashable, @unchecked Sendable {
    public static var zero: UIOffset { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

/// Rectangle edge flags.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var top: UIRectEdge { fatalError() }
    public static var left: UIRectEdge { fatalError() }
    public static var bottom: UIRectEdge { fatalError() }
    public static var right: UIRectEdge { fatalError() }
    public static var all: UIRectEdge { fatalError() }
}

/// Rectangle corner flags.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var topLeft: UIRectCorner { fatalError() }
    public static var topRight: UIRectCorner { fatalError() }
    public static var bottomLeft: UIRectCorner { fatalError() }
    public static var bottomRight: UIRectCorner { fatalError() }
    public static var allCorners: UIRectCorner { fatalError() }
}

/// Leading/trailing-aware edge flags.
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var top: NSDirectionalRectEdge { fatalError() }
    public static var leading: NSDirectionalRectEdge { fatalError() }
    public static var bottom: NSDirectionalRectEdge { fatalError() }
    public static var trailing: NSDirectionalRectEdge { fatalError() }
    public static var all: NSDirectionalRectEdge { fatalError() }
}

/// Horizontal/vertical axis flags.
@available(iOS 13.4, *)
public struct UIAxis: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var horizontal: UIAxis { fatalError() }
    public static var vertical: UIAxis { fatalError() }
    public static var both: UIAxis { fatalError() }
}

extension IndexPath {
}

extension NSValue {
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { fatalError() }
    public var uiEdgeInsetsValue: UIEdgeInsets { fatalError() }
}
