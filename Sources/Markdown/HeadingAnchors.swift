import Incremental
import TextBasics

/// A heading of a document, after ids have been assigned.
public struct Heading: Sendable, Hashable {
    /// 1 to 6.
    public var level: Int
    /// The heading's plain text (markup dropped).
    public var text: String
    /// Its unique id within the page.
    public var anchor: String
    /// Where it is in the Markdown.
    public var range: SourceRange?

    /// Creates a heading.
    public init(level: Int, text: String, anchor: String, range: SourceRange?) {
        self.level = level
        self.text = text
        self.anchor = anchor
        self.range = range
    }
}

/// Assigns every heading of a document a stable, unique id.
///
/// Ids come from ``HeadingSlug``; a repeated id gets `-1`, `-2`, … in document order, skipping any id
/// already taken (including `reserved` ones the page template uses), so ids never change when a later
/// heading is added.
public enum HeadingAnchors {
    /// The document with anchors set on its headings, and the headings in order.
    public static func assign(in document: MarkdownNode, reserved: Set<String> = []) -> (MarkdownNode, [Heading]) {
        var taken = reserved
        // Where the search for each base's next free id resumes: ids tried before stay taken, so 10,000
        // headings with one title cost 10,000 look-ups, not 50 million.
        var resume: [String: Int] = [:]
        var headings: [Heading] = []
        let result = document.rewritten { node in
            guard case .heading(let level, _) = node.kind else { return nil }
            let text = node.plainText.trimmingWhitespace
            let base = HeadingSlug.slug(text)
            var counter = resume[base] ?? 0
            var anchor = counter == 0 ? base : "\(base)-\(counter)"
            while taken.contains(anchor) {
                counter += 1
                anchor = "\(base)-\(counter)"
            }
            resume[base] = counter + 1
            taken.insert(anchor)
            headings.append(Heading(level: level, text: text, anchor: anchor, range: node.range))
            var copy = node
            copy.kind = .heading(level: level, anchor: anchor)
            return copy
        }
        return (result, headings)
    }
}

extension Heading: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(level)
        hasher.combine(text)
        hasher.combine(anchor)
        hasher.combine(range)
    }
}
