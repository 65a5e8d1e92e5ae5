/// Renders parsed templates by walking their node trees against a context stack.
struct TemplateRenderer {
    /// Templates that partial tags can name.
    private let partials: [String: Template]
    /// The output built so far.
    private(set) var output = ""
    /// The context stack; the last element is the top.
    private var stack: [TemplateValue]

    /// Creates a renderer whose context stack holds only `context`.
    init(partials: [String: Template], context: TemplateValue, capacity: Int) {
        self.partials = partials
        self.stack = [context]
        output.reserveCapacity(capacity)
    }

    /// Appends the rendering of `nodes`, which belong to the template named `templateName`.
    ///
    /// - Parameters:
    ///   - indentation: Emitted at every line start; non-empty inside standalone partials.
    ///   - depth: How many partials enclose these nodes.
    mutating func render(
        _ nodes: [Node], templateName: String, indentation: String, depth: Int
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                if !indentation.isEmpty {
                    output += indentation
                }
            case .variable(let name, let escaped, _):
                name.resolve(in: stack)?.appendInterpolation(to: &output, escaped: escaped)
            case .section(let name, let inverted, let children, let sectionPosition):
                let value = name.resolve(in: stack) ?? .null
                if inverted {
                    if !value.isTruthy {
                        try render(children, templateName: templateName, indentation: indentation, depth: depth)
                    }
                } else if case .array(let items) = value {
                    for item in items {
                        stack.append(item)
                        try render(children, templateName: templateName, indentation: indentation, depth: depth)
                        stack.removeLast()
                        guard output.utf8.count <= TemplateLibrary.maximumOutputBytes else {
                            throw TemplateError(
                                template: templateName, line: sectionPosition.line, column: sectionPosition.column,
                                reason: .outputTooLarge(templateName))
                        }
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children, templateName: templateName, indentation: indentation, depth: depth)
                    stack.removeLast()
                }
            case .partial(let partialName, let localIndentation, let position):
                guard let partial = partials[partialName] else { continue }
                guard depth < TemplateLibrary.maximumPartialDepth else {
                    throw TemplateError(
                        template: templateName, line: position.line, column: position.column,
                        reason: .partialRecursionTooDeep(partialName))
                }
                // A standalone partial adds its own indentation to the enclosing one;
                // an inline partial is not indented at all.
                let partialIndentation = localIndentation.map { indentation + $0 } ?? ""
                try render(
                    partial.nodes, templateName: partial.name, indentation: partialIndentation, depth: depth + 1)
                guard output.utf8.count <= TemplateLibrary.maximumOutputBytes else {
                    throw TemplateError(
                        template: templateName, line: position.line, column: position.column,
                        reason: .outputTooLarge(partialName))
                }
            }
        }
    }
}
