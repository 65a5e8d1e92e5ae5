/// A YAML document as a Swift value tree; every node keeps the line and column where it starts.
public struct YAMLNode: Sendable, Hashable {
    /// What a node holds.
    public enum Value: Sendable, Hashable {
        /// A scalar's text as written (after YAML unquoting), plus whether it was quoted.
        case scalar(String, quoted: Bool)
        /// A sequence of nodes.
        case sequence([YAMLNode])
        /// A mapping in source order; keys are unique (duplicates are rejected while loading).
        case mapping([YAMLPair])
    }

    /// The node's contents.
    public var value: Value
    /// 1-based line of the node's first character, relative to the parsed text.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the node's first character.
    public var column: Int

    /// Creates a node.
    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The scalar text, or `nil` for collections.
    public var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// Whether this is a plain (unquoted) `null`, `~` or empty scalar.
    public var isNull: Bool {
        if case .scalar(let text, let quoted) = value, !quoted {
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
        }
        return false
    }

    /// The pairs of a mapping, or `nil`.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The items of a sequence, or `nil`.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// The value for a scalar key in a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar == key }?.value
    }

    /// A short name for the node's kind, for error messages.
    public var kindName: String {
        switch value {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One key and its value in a YAML mapping.
public struct YAMLPair: Sendable, Hashable {
    /// The key node (nearly always a scalar).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
