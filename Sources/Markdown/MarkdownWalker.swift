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
    /// or `nil` to keep it as it is.
    public func rewritten(_ transform: (MarkdownNode) throws -> MarkdownNode?) rethrows -> MarkdownNode {
        var copy = self
        if !children.isEmpty {
            copy.children = try children.map { try $0.rewritten(transform) }
        }
        return try transform(copy) ?? copy
    }
}
