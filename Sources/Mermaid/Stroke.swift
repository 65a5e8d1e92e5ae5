/// How an edge's line is drawn.
public enum Stroke: Sendable, Hashable {
    /// `--`: a solid line.
    case normal
    /// `-.-`: a dotted line.
    case dotted
    /// `==`: a thick line.
    case thick
    /// `~~~`: no line at all; the edge only influences layout.
    case invisible
}
