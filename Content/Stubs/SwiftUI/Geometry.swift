// Alignment, edges, insets and axes: the value types layout modifiers take.

/// An alignment position along the horizontal axis.
@available(iOS 13.0, *)
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public init(_ id: any AlignmentID.Type) { fatalError() }
    public static let leading: HorizontalAlignment = { fatalError() }()
    public static let center: HorizontalAlignment = { fatalError() }()
    public static let trailing: HorizontalAlignment = { fatalError() }()
    @available(iOS 16.0, *)
    public static let listRowSeparatorLeading: HorizontalAlignment = { fatalError() }()
    @available(iOS 16.0, *)
    public static let listRowSeparatorTrailing: HorizontalAlignment = { fatalError() }()
}

/// An alignment position along the vertical axis.
@available(iOS 13.0, *)
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public init(_ id: any AlignmentID.Type) { fatalError() }
    public static let top: VerticalAlignment = { fatalError() }()
    public static let center: VerticalAlignment = { fatalError() }()
    public static let bottom: VerticalAlignment = { fatalError() }()
    public static let firstTextBaseline: VerticalAlignment = { fatalError() }()
    public static let lastTextBaseline: VerticalAlignment = { fatalError() }()
}

/// A type that you use to create custom alignment guides.
@available(iOS 13.0, *)
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides in its own coordinate space.
@available(iOS 13.0, *)
public struct ViewDimensions: Equatable {
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
    public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError() }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError() }
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { fatalError() }
}

/// An alignment in both axes.
@available(iOS 13.0, *)
@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
    public static let center: Alignment = { fatalError() }()
    public static let leading: Alignment = { fatalError() }()
    public static let trailing: Alignment = { fatalError() }()
    public static let top: Alignment = { fatalError() }()
    public static let bottom: Alignment = { fatalError() }()
    public static let topLeading: Alignment = { fatalError() }()
    public static let topTrailing: Alignment = { fatalError() }()
    public static let bottomLeading: Alignment = { fatalError() }()
    public static let bottomTrailing: Alignment = { fatalError() }()
    @available(iOS 13.0, *)
    public static var centerFirstTextBaseline: Alignment { fatalError() }
    @available(iOS 13.0, *)
    public static var leadingFirstTextBaseline: Alignment { fatalError() }
}

/// An enumeration to indicate one edge of a rectangle.
@available(iOS 13.0, *)
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    /// An efficient set of `Edge`s.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { fatalError() }
        public static let top: Edge.Set = { fatalError() }()
        public static let leading: Edge.Set = { fatalError() }()
        public static let bottom: Edge.Set = { fatalError() }()
        public static let trailing: Edge.Set = { fatalError() }()
        public static let all: Edge.Set = { fatalError() }()
        public static let horizontal: Edge.Set = { fatalError() }()
        public static let vertical: Edge.Set = { fatalError() }()
        public typealias Element = Edge.Set
        public typealias ArrayLiteralElement = Edge.Set
        public typealias RawValue = Int8
    }
}

/// An edge on the horizontal axis.
@available(iOS 15.0, *)
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case leading
    case trailing

    /// An efficient set of `HorizontalEdge`s.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { fatalError() }
        public static let leading: HorizontalEdge.Set = { fatalError() }()
        public static let trailing: HorizontalEdge.Set = { fatalError() }()
        public static let all: HorizontalEdge.Set = { fatalError() }()
        public typealias Element = HorizontalEdge.Set
        public typealias ArrayLiteralElement = HorizontalEdge.Set
        public typealias RawValue = Int8
    }
}

/// An edge on the vertical axis.
@available(iOS 15.0, *)
@frozen
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case top
    case bottom

    /// An efficient set of `VerticalEdge`s.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { fatalError() }
        public static let top: VerticalEdge.Set = { fatalError() }()
        public static let bottom: VerticalEdge.Set = { fatalError() }()
        public static let all: VerticalEdge.Set = { fatalError() }()
        public typealias Element = VerticalEdge.Set
        public typealias ArrayLiteralElement = VerticalEdge.Set
        public typealias RawValue = Int8
    }
}

/// The visibility of a UI element, chosen automatically based on
/// the platform, current context, and other factors.
@available(iOS 15.0, *)
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the
    /// component accepting the visibility configuration.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}

/// The inset distances for the sides of a rectangle.
@available(iOS 13.0, *)
@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@available(iOS 13.0, *)
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    /// An efficient set of axes.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal: Axis.Set = { fatalError() }()
        public static let vertical: Axis.Set = { fatalError() }()
        public typealias Element = Axis.Set
        public typealias ArrayLiteralElement = Axis.Set
        public typealias RawValue = Int8
    }
}

/// A set of symbolic safe area regions.
@available(iOS 14.0, *)
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container: SafeAreaRegions = { fatalError() }()
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard: SafeAreaRegions = { fatalError() }()
    /// All safe area regions.
    public static let all: SafeAreaRegions = { fatalError() }()
    public typealias Element = SafeAreaRegions
    public typealias ArrayLiteralElement = SafeAreaRegions
    public typealias RawValue = UInt
}

/// A direction in which SwiftUI can lay out content.
@available(iOS 13.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// A resolved coordinate space created by the coordinate space protocol.
@available(iOS 13.0, *)
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
    public var isGlobal: Bool { fatalError() }
    public var isLocal: Bool { fatalError() }
}

@available(iOS 13.0, *)
extension CoordinateSpace: Equatable, Hashable {}

/// A frame of reference within the layout system.
@available(iOS 17.0, *)
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

@available(iOS 17.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    public var coordinateSpace: CoordinateSpace { fatalError() }
    public static func == (a: NamedCoordinateSpace, b: NamedCoordinateSpace) -> Bool { fatalError() }
}

@available(iOS 17.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { fatalError() }
}

@available(iOS 17.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { fatalError() }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { fatalError() }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { fatalError() }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { fatalError() }
}

/// A proposal for the size of a view.
@available(iOS 16.0, *)
@frozen
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero: ProposedViewSize = { fatalError() }()
    public static let unspecified: ProposedViewSize = { fatalError() }()
    public static let infinity: ProposedViewSize = { fatalError() }()
    public init(width: CGFloat?, height: CGFloat?) { fatalError() }
    public init(_ size: CGSize) { fatalError() }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { fatalError() }
}

/// An opaque value derived from an anchor source and a particular view.
@available(iOS 13.0, *)
@frozen
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    @frozen
    public struct Source {}
}
