/// Walking and rewriting a ``MarkdownNode`` tree in Swift.
extension MarkdownNode {
    /// Visits this node and its descendants in document order (pre-order).
    public func walk(_ visit: (MarkdownNode) throws -> Void) rethrows {
        try visit(self)
        for child in children {
            try child.walk(visit)
        }
    }

    /// A copy of the tree in which `transform` has replaced nodes, children first (post-order).
    ///
    /// `transform` returns the replacement for a node whose children have already been rewritten,
    /// or `nil` to keep it as it is. Subtrees where nothing was replaced are shared with the original, not
    /// copied (most rewrites touch a few nodes of a large tree).
    public func rewritten(_ transform: (MarkdownNode) throws -> MarkdownNode?) rethrows -> MarkdownNode {
        try replacing(transform) ?? self
    }

    /// ``rewritten(_:)``, or nil when `transform` replaced nothing in this subtree.
    private func replacing(_ transform: (MarkdownNode) throws -> MarkdownNode?) rethrows -> MarkdownNode? {
        var copy: MarkdownNode?
        for index in children.indices {
            guard let replaced = try children[index].replacing(transform) else { continue }
            if copy == nil { copy = self }
            copy!.children[index] = replaced
        }
        return try transform(copy ?? self) ?? copy
    }
}
