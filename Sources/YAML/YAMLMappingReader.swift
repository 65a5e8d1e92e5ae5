/// Reads typed values out of a YAML mapping, remembering which keys were used so unknown ones can be reported.
public struct YAMLMappingReader {
    /// The mapping node being read.
    public let node: YAMLNode
    private var used: Set<String> = []

    /// Creates a reader; throws when `node` is not a mapping (`name` describes it for the message).
    public init(_ node: YAMLNode, name: String) throws(YAMLShapeError) {
        guard node.mapping != nil || node.isNull else {
            throw YAMLShapeError(
                .wrongKind(key: name, expected: "a mapping of keys to values", found: node.kindName),
                line: node.line, column: node.column)
        }
        self.node = node.isNull ? YAMLNode(.mapping([]), line: node.line, column: node.column) : node
    }

    /// The raw node for `key`, marking it used; `nil` when absent or null.
    public mutating func node(_ key: String) -> YAMLNode? {
        used.insert(key)
        guard let value = node[key], !value.isNull else { return nil }
        return value
    }

    /// A scalar string, or `nil` when absent.
    public mutating func string(_ key: String) throws(YAMLShapeError) -> String? {
        guard let value = node(key) else { return nil }
        guard let text = value.scalar else {
            throw YAMLShapeError(
                .wrongKind(key: key, expected: "a string", found: value.kindName), line: value.line,
                column: value.column)
        }
        return text
    }

    /// A required scalar string that is not blank.
    public mutating func requiredString(_ key: String) throws(YAMLShapeError) -> String {
        guard let text = try string(key) else {
            throw YAMLShapeError(.missingKey(key), line: node.line, column: node.column)
        }
        if text.allSatisfy(\.isWhitespace) {
            let value = node[key]!
            throw YAMLShapeError(
                .invalidValue(key: key, value: text, reason: "it must not be empty"), line: value.line,
                column: value.column)
        }
        return text
    }

    /// A boolean (`true`/`false`, YAML 1.1 spellings `yes`/`no`/`on`/`off` too), or `nil` when absent.
    public mutating func bool(_ key: String) throws(YAMLShapeError) -> Bool? {
        guard let value = node(key) else { return nil }
        switch value.value {
        case .scalar(let text, quoted: false):
            switch text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        default: break
        }
        throw YAMLShapeError(
            .wrongKind(key: key, expected: "true or false", found: describe(value)), line: value.line,
            column: value.column)
    }

    /// A list of strings (a single scalar counts as a list of one), or `nil` when absent.
    public mutating func strings(_ key: String) throws(YAMLShapeError) -> [String]? {
        guard let value = node(key) else { return nil }
        if let text = value.scalar { return [text] }
        guard let items = value.sequence else {
            throw YAMLShapeError(
                .wrongKind(key: key, expected: "a list of strings", found: value.kindName), line: value.line,
                column: value.column)
        }
        var result: [String] = []
        for item in items {
            guard let text = item.scalar else {
                throw YAMLShapeError(
                    .wrongKind(key: key, expected: "a list of strings", found: "a list containing \(item.kindName)"),
                    line: item.line, column: item.column)
            }
            result.append(text)
        }
        return result
    }

    /// A nested mapping reader, or `nil` when absent.
    public mutating func mapping(_ key: String) throws(YAMLShapeError) -> YAMLMappingReader? {
        guard let value = node(key) else { return nil }
        return try YAMLMappingReader(value, name: key)
    }

    /// Keys present in the mapping that no reader method asked for, with their nodes, in source order.
    public func unusedKeys() -> [YAMLNode] {
        (node.mapping ?? []).map(\.key).filter { !used.contains($0.scalar ?? "") }
    }

    private func describe(_ node: YAMLNode) -> String {
        if let text = node.scalar { return "'\(text)'" }
        return node.kindName
    }
}
