/// An ordered list of CSS-like properties from `style`, `classDef` or `linkStyle`.
///
/// Properties keep the order in which they were written; when a name repeats, the
/// later value wins (as in CSS), which is what the accessors return.
public struct Style: Sendable, Hashable {
    /// The declarations, in source order.
    public var properties: [StyleProperty]

    /// Creates a style from declarations.
    public init(properties: [StyleProperty] = []) {
        self.properties = properties
    }

    /// Whether the style has no declarations.
    public var isEmpty: Bool { properties.isEmpty }

    /// The last value given for `name` (compared case-insensitively), if any.
    public subscript(name: String) -> String? {
        let wanted = name.lowercased()
        return properties.last { $0.name.lowercased() == wanted }?.value
    }

    /// The `fill` value.
    public var fill: String? { self["fill"] }
    /// The `stroke` value.
    public var stroke: String? { self["stroke"] }
    /// The `stroke-width` value.
    public var strokeWidth: String? { self["stroke-width"] }
    /// The `color` value (text colour).
    public var color: String? { self["color"] }
    /// The `stroke-dasharray` value.
    public var strokeDasharray: String? { self["stroke-dasharray"] }

    /// Appends the declarations of `other` after these.
    public mutating func merge(_ other: Style) {
        properties.append(contentsOf: other.properties)
    }
}

extension Style: CustomStringConvertible {
    /// The declarations joined with commas, as they would be written in mermaid.
    public var description: String {
        properties.map(\.description).joined(separator: ",")
    }
}
