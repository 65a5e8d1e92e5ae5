/// A page's table of contents: its h2 headings, each with the h3 headings under it.
public struct TableOfContents: Sendable, Hashable {
    /// One entry: an h2 (or an h3 with no h2 before it) and its sub-entries.
    public struct Entry: Sendable, Hashable {
        /// The heading.
        public var heading: Heading
        /// The h3 headings under it.
        public var children: [Heading]
    }

    /// Top-level entries in document order.
    public var entries: [Entry]

    /// Builds the table from a page's headings; levels other than 2 and 3 are left out.
    public init(headings: [Heading]) {
        var entries: [Entry] = []
        for heading in headings where heading.level == 2 || heading.level == 3 {
            if heading.level == 3, !entries.isEmpty {
                entries[entries.count - 1].children.append(heading)
            } else {
                entries.append(Entry(heading: heading, children: []))
            }
        }
        self.entries = entries
    }

    /// Whether there is nothing to list.
    public var isEmpty: Bool { entries.isEmpty }
}
