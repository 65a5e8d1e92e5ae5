/// An API name's popover as it stands in rendered HTML (``CodeBlockRenderer``'s markup), read back: for
/// tests and tools that check pages.
public struct RenderedPopover: Sendable {
    /// Whether the name is marked (newer than its block's iOS, or deprecated).
    public var marked: Bool
    /// The popover's HTML, from the name's closing tag to the end of its link.
    public var html: Substring

    /// The popover following the name `name` in `html`; with `marked`, the first occurrence that is (or is
    /// not) marked.
    public static func find(_ name: String, in html: String, marked: Bool? = nil) -> RenderedPopover? {
        var rest = html[...]
        while let start = rest.range(of: "\">\(name)</span><span class=\"api-popover\"") {
            let end = rest[start.upperBound...].range(of: "</a></span>")?.upperBound ?? rest.endIndex
            let opening = rest[..<start.lowerBound].range(of: "<span class=\"api", options: .backwards)
            let isMarked = opening.map { rest[$0.upperBound...].hasPrefix(" api-marked") } ?? false
            if marked == nil || marked == isMarked {
                return RenderedPopover(marked: isMarked, html: rest[start.lowerBound..<end])
            }
            rest = rest[end...]
        }
        return nil
    }
}
