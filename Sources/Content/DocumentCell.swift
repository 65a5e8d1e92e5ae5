import Foundation
import Markdown

/// An article's document, held as a value or as the pure function that makes it, run once on first read.
///
/// An article taken from the ``ArticleRecord`` memo is not parsed when it loads: every fact the later
/// stages read about it (front matter, headings, links, images) is in the record, and its document is made
/// only if some stage reads it (its page must be rendered again, its search sections counted). The function
/// is the parse and link stages themselves, on the same inputs, so the document is the one a parse would give.
final class DocumentCell: @unchecked Sendable {
    private let lock = NSLock()
    private var made: MarkdownNode?
    private var make: (@Sendable () -> MarkdownNode)?

    /// A document already made.
    init(_ document: MarkdownNode) { made = document }

    /// A document `make` makes when first read.
    init(deferred make: @escaping @Sendable () -> MarkdownNode) { self.make = make }

    /// The document, made now if it was deferred.
    var document: MarkdownNode {
        lock.withLock {
            if let made { return made }
            let document = make!()
            made = document
            make = nil
            return document
        }
    }

    /// Whether the document has not been made yet.
    var isDeferred: Bool { lock.withLock { made == nil } }
}
