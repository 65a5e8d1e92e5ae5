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
        enum Frame {
            case sequence(items: [YAMLNode], anchor: String?, line: Int, column: Int)
            case mapping(pairs: [YAMLPair], pendingKey: YAMLNode?, anchor: String?, line: Int, column: Int)
        }

        var stack: [Frame] = []
        var anchors: [String: YAMLNode] = [:]
        var result: YAMLNode?
        var documents = 0

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
                if let anchor = scalar.anchor { anchors[String(cString: anchor)] = node }
                try add(node)
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                guard var node = anchors[name] else {
                    throw YAMLError(message: "unknown alias '*\(name)'", line: line, column: column)
                }
                node.line = line
                node.column = column
                try add(node)
            case YAML_SEQUENCE_START_EVENT:
                let anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
                stack.append(.sequence(items: [], anchor: anchor, line: line, column: column))
            case YAML_MAPPING_START_EVENT:
                let anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
                stack.append(.mapping(pairs: [], pendingKey: nil, anchor: anchor, line: line, column: column))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { break }
                let node: YAMLNode
                let anchor: String?
                switch frame {
                case .sequence(let items, let a, let l, let c):
                    node = YAMLNode(.sequence(items), line: l, column: c)
                    anchor = a
                case .mapping(let pairs, _, let a, let l, let c):
                    node = YAMLNode(.mapping(pairs), line: l, column: c)
                    anchor = a
                }
                if let anchor { anchors[anchor] = node }
                try add(node)
            default:
                break
            }
            return false
        }

        mutating func add(_ node: YAMLNode) throws(YAMLError) {
            guard let top = stack.popLast() else {
                result = node
                return
            }
            switch top {
            case .sequence(var items, let anchor, let line, let column):
                items.append(node)
                stack.append(.sequence(items: items, anchor: anchor, line: line, column: column))
            case .mapping(var pairs, let pendingKey, let anchor, let line, let column):
                if let key = pendingKey {
                    pairs.append(YAMLPair(key: key, value: node))
                    stack.append(.mapping(pairs: pairs, pendingKey: nil, anchor: anchor, line: line, column: column))
                } else {
                    if let name = node.scalar, let first = pairs.first(where: { $0.key.scalar == name }) {
                        throw YAMLError(
                            message: "duplicate key '\(name)' (first defined at line \(first.key.line))",
                            line: node.line, column: node.column)
                    }
                    stack.append(.mapping(pairs: pairs, pendingKey: node, anchor: anchor, line: line, column: column))
                }
            }
        }

        func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
            guard let pointer else { return "" }
            let buffer = UnsafeBufferPointer(start: pointer, count: length)
            return String(decoding: buffer, as: UTF8.self)
        }
    }
}
