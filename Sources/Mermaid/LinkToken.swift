/// A fully read link, such as `-->`, `<-.->` or the closing half of `-- text -->`.
struct LinkToken: Sendable {
    /// How the line is drawn.
    var stroke: Stroke
    /// The decoration at the start.
    var startMarker: Marker
    /// The decoration at the end.
    var endMarker: Marker
    /// The requested length in ranks (1…10).
    var length: Int
    /// The link as written (the closing half for links with text), for messages.
    var text: String
}

/// The opening half of a link with text in the middle: `--`, `==` or `-.`, with an optional
/// start marker `<`, `x` or `o` before it.
struct LinkOpening: Sendable {
    /// The stroke implied by the opening.
    var stroke: Stroke
    /// The start marker character, if any.
    var marker: Unicode.Scalar?
    /// The opening as written, for messages.
    var text: String
    /// Where the opening starts in the source.
    var position: Int
}

/// What was found where a link may start.
enum ScannedLink: Sendable {
    /// A whole link.
    case complete(LinkToken)
    /// The first half of a link whose text follows.
    case opening(LinkOpening)
}

/// The end of a link: the characters making up its body and its final marker.
struct LinkEnd: Sendable {
    /// The number of body characters (`-`, `=`, `~`) not counting a final plain one; for dotted links, the dots.
    var body: Int
    /// The end marker character `>`, `x` or `o`, if any.
    var marker: Unicode.Scalar?
    /// The index just past the link.
    var endIndex: Int
}
