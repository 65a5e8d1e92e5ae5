/// The outline drawn around a node, chosen by the brackets around its label or by node data
/// (`A@{ shape: doc }`, mermaid 11.3; `ShapeName` lists mermaid's names for each).
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
    /// `text`: the label alone, no outline
    case text
    /// `notch-rect` (card): a rectangle with its top-left corner cut
    case notchedRectangle
    /// `lin-rect` (lined process): a rectangle with a line along its left side
    case linedRectangle
    /// `sm-circ` (start): a small filled circle, no text
    case smallCircle
    /// `fr-circ` (stop): a small filled circle in a ring, no text
    case framedCircle
    /// `fork` (fork or join): a filled bar, no text
    case fork
    /// `hourglass` (collate): two triangles tip to tip, no text
    case hourglass
    /// `brace` (comment): the label with a curly brace on its left
    case braceLeft
    /// `brace-r`: the label with a curly brace on its right
    case braceRight
    /// `braces`: the label between curly braces
    case braces
    /// `bolt` (communication link): a lightning bolt, no text
    case bolt
    /// `doc`: a rectangle with a wavy bottom edge
    case document
    /// `delay`: a rectangle rounded on its right side
    case delay
    /// `h-cyl` (direct access storage): a cylinder on its side
    case horizontalCylinder
    /// `lin-cyl` (disk storage): a cylinder with a second rim line
    case linedCylinder
    /// `curv-trap` (display): pointed on the left, rounded on the right
    case curvedTrapezoid
    /// `div-rect` (divided process): a rectangle with a band across its top
    case dividedRectangle
    /// `tri` (extract): a triangle pointing up
    case triangle
    /// `win-pane` (internal storage): a rectangle with a line along its top and its left
    case windowPane
    /// `f-circ` (junction): a small filled circle, no text
    case filledCircle
    /// `notch-pent` (loop limit): a rectangle with both top corners cut
    case notchedPentagon
    /// `flip-tri` (manual file): a triangle pointing down
    case flippedTriangle
    /// `sl-rect` (manual input): a rectangle whose top edge rises to the right
    case slopedRectangle
    /// `docs` (multiple documents): three documents stacked
    case stackedDocument
    /// `st-rect` (multiple processes): three rectangles stacked
    case stackedRectangle
    /// `bow-rect` (stored data): curved sides, bulging left and hollow right
    case bowTieRectangle
    /// `cross-circ` (summary): a circle with a cross, no text
    case crossedCircle
    /// `tag-doc`: a document with a folded bottom-right corner
    case taggedDocument
    /// `tag-rect` (tagged process): a rectangle with a folded bottom-right corner
    case taggedRectangle
    /// `flag` (paper tape): a rectangle with wavy top and bottom edges
    case flag
    /// `lin-doc`: a document with a line along its left side
    case linedDocument
    /// `datastore` (data flow diagrams' data store): lines above and below the label, open sides
    case dataStore
    /// `bang`: a burst of spikes around the label
    case bang
    /// `cloud`: a cloud around the label
    case cloud
}
