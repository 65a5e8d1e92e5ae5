/// The decoration at one end of an edge.
public enum Marker: Sendable, Hashable {
    /// A plain line end.
    case none
    /// An arrow head (`-->`).
    case arrow
    /// A circle (`--o`).
    case circle
    /// A cross (`--x`).
    case cross
}
