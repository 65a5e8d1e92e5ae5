import CYAML

/// Loads YAML text into a ``YAMLNode`` tree. This is the only file that calls libyaml.
public enum YAMLConverter {
    /// Parses exactly one YAML document; an empty text yields an empty mapping.
    ///
    /// Anchors and aliases are resolved by copying, duplicate mapping keys are an error,
    /// and more than one document in the text is an error.
    public static func load(_ text: String) throws(YAMLError) -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "could not initialize the YAML parser", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }

        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var builder = Builder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw parserError(parser)
                }
                defer { yaml_event_delete(&event) }
                let done = try builder.consume(event)
                if done { break }
            }
            return builder.result ?? YAMLNode(.mapping([]), line: 1, column: 1)
        }
    }

    private static func parserError(_ parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) }
        let message = context.map { "\(problem) \($0)" } ?? problem
        // Running off the end of the text is reported at the end; the construct that never closed is more useful.
        let mark = context != nil && problem.contains("end of stream") ? parser.context_mark : parser.problem_mark
        return YAMLError(message: message, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// Turns the event stream into a node tree.
    private struct Builder {
        /// An open collection. Frames are mutated in place in `stack`, so adding an item is O(1).
        struct Frame {
            var isMapping: Bool
            var items: [YAMLNode] = []
            var pairs: [YAMLPair] = []
            /// Each scalar key's line, so a duplicate is found in constant time.
            var keys: [String: Int] = [:]
            var pendingKey: YAMLNode?
            var anchor: String?
            var line: Int
            var column: Int
            /// Nodes inside, the collection itself included.
            var size = 1
        }

        var stack: [Frame] = []
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        var result: YAMLNode?
        var documents = 0
        /// Nodes in the tree, aliases counted with everything they copy.
        var nodes = 0

        mutating func consume(_ event: yaml_event_t) throws(YAMLError) -> Bool {
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return true
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw YAMLError(
                        message: "only one YAML document is allowed here; remove the extra '---'",
                        line: line, column: column)
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = string(scalar.value, length: scalar.length)
                let quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE && scalar.style != YAML_ANY_SCALAR_STYLE
                let node = YAMLNode(.scalar(text, quoted: quoted), line: line, column: column)
                if let anchor = scalar.anchor { anchors[String(cString: anchor)] = (node, 1) }
                try add(node, size: 1)
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                guard let (anchored, size) = anchors[name] else {
                    throw YAMLError(message: "unknown alias '*\(name)'", line: line, column: column)
                }
                var node = anchored
                node.line = line
                node.column = column
                try add(node, size: size, line: line, column: column)
            case YAML_SEQUENCE_START_EVENT:
                try checkDepth(line: line, column: column)
                let anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
                stack.append(Frame(isMapping: false, anchor: anchor, line: line, column: column))
            case YAML_MAPPING_START_EVENT:
                try checkDepth(line: line, column: column)
                let anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
                stack.append(Frame(isMapping: true, anchor: anchor, line: line, column: column))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { break }
                let node = YAMLNode(
                    frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items), line: frame.line,
                    column: frame.column)
                if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
                // Everything inside was counted as it was added; the collection itself counts now.
                try add(node, size: frame.size, counted: frame.size - 1)
            default:
                break
            }
            return false
        }

        /// Collections nest at most this deep. The tree is built with an explicit stack, but Swift releases
        /// nested values recursively, so a deeper document would overflow the stack when freed.
        static let maxDepth = 256
        /// Nodes a document may expand to, aliases counted with all they copy ("billion laughs").
        static let maxNodes = 2_000_000

        func checkDepth(line: Int, column: Int) throws(YAMLError) {
            if stack.count >= Self.maxDepth {
                throw YAMLError(
                    message: "lists and mappings are nested more than \(Self.maxDepth) levels deep",
                    line: line, column: column)
            }
        }

        /// Adds a finished node (of `size` nodes, `counted` of them already counted) to the open collection.
        mutating func add(
            _ node: YAMLNode, size: Int, counted: Int = 0, line: Int? = nil, column: Int? = nil
        ) throws(YAMLError) {
            nodes += size - counted
            if nodes > Self.maxNodes {
                throw YAMLError(
                    message: "the document expands to more than \(Self.maxNodes) values (aliases count with "
                        + "everything they repeat)", line: line ?? node.line, column: column ?? node.column)
            }
            guard !stack.isEmpty else {
                result = node
                return
            }
            let top = stack.count - 1
            stack[top].size += size
            if !stack[top].isMapping {
                stack[top].items.append(node)
            } else if let key = stack[top].pendingKey {
                stack[top].pairs.append(YAMLPair(key: key, value: node))
                stack[top].pendingKey = nil
            } else {
                if let name = node.scalar {
                    if let first = stack[top].keys[name] {
                        throw YAMLError(
                            message: "duplicate key '\(name)' (first defined at line \(first))",
                            line: node.line, column: node.column)
                    }
                    stack[top].keys[name] = node.line
                }
                stack[top].pendingKey = node
            }
        }

        func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
            guard let pointer else { return "" }
            let buffer = UnsafeBufferPointer(start: pointer, count: length)
            return String(decoding: buffer, as: UTF8.self)
        }
    }
}
