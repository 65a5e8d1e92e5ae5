/// The brackets that open a node shape and the brackets that may close it.
struct ShapeSyntax: Sendable {
    /// One way to close a shape, and the shape it produces.
    struct Closer: Sendable {
        /// The closing text, e.g. `])`.
        let text: String
        /// The resulting shape.
        let shape: Shape
    }

    /// The opening text, e.g. `([`.
    let opener: String
    /// The accepted closers. Only `[/` and `[\` have two: the closing slash decides
    /// between parallelogram and trapezoid.
    let closers: [Closer]

    /// All shapes, longest opener first so that `(((` wins over `((` and `(`.
    static let all: [ShapeSyntax] = [
        ShapeSyntax(opener: "(((", closers: [Closer(text: ")))", shape: .doubleCircle)]),
        ShapeSyntax(opener: "((", closers: [Closer(text: "))", shape: .circle)]),
        ShapeSyntax(opener: "([", closers: [Closer(text: "])", shape: .stadium)]),
        ShapeSyntax(opener: "(", closers: [Closer(text: ")", shape: .rounded)]),
        ShapeSyntax(opener: "[[", closers: [Closer(text: "]]", shape: .subroutine)]),
        ShapeSyntax(opener: "[(", closers: [Closer(text: ")]", shape: .cylinder)]),
        ShapeSyntax(
            opener: "[/",
            closers: [Closer(text: "/]", shape: .parallelogram), Closer(text: "\\]", shape: .trapezoid)]),
        ShapeSyntax(
            opener: "[\\",
            closers: [Closer(text: "\\]", shape: .parallelogramAlt), Closer(text: "/]", shape: .trapezoidAlt)]),
        ShapeSyntax(opener: "[", closers: [Closer(text: "]", shape: .rectangle)]),
        ShapeSyntax(opener: "{{", closers: [Closer(text: "}}", shape: .hexagon)]),
        ShapeSyntax(opener: "{", closers: [Closer(text: "}", shape: .rhombus)]),
        ShapeSyntax(opener: ">", closers: [Closer(text: "]", shape: .asymmetric)]),
    ]
}
