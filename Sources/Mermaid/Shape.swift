/// The outline drawn around a node, chosen by the brackets around its label.
public enum Shape: Sendable, Hashable, CaseIterable {
    /// `A[text]`
    case rectangle
    /// `A(text)`
    case rounded
    /// `A([text])`
    case stadium
    /// `A[[text]]`
    case subroutine
    /// `A[(text)]`
    case cylinder
    /// `A((text))`
    case circle
    /// `A>text]`
    case asymmetric
    /// `A{text}`
    case rhombus
    /// `A{{text}}`
    case hexagon
    /// `A[/text/]`
    case parallelogram
    /// `A[\text\]`
    case parallelogramAlt
    /// `A[/text\]`
    case trapezoid
    /// `A[\text/]`
    case trapezoidAlt
    /// `A(((text)))`
    case doubleCircle
}
