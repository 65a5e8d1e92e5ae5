/// Renders parsed templates by walking their node trees against a context stack.
struct TemplateRenderer {
    /// Templates that partial tags can name.
    private let partials: [String: Template]
    /// The output built so far.
    private(set) var output = ""
    /// The context stack; the last element is the top.
    private var stack: [TemplateValue]
    /// Tags and text runs walked so far, against `TemplateLibrary.maximumRenderSteps`.
    private var steps = 0
    /// The largest value interpolated so far (its tag name and size), to name when the page grows too large.
    private var largest: (name: String, bytes: Int) = ("", 0)

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
            steps += 1
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                if !indentation.isEmpty {
                    output += indentation
                }
            case .variable(let name, let escaped, let position):
                let before = output.utf8.count
                name.resolve(in: stack)?.appendInterpolation(to: &output, escaped: escaped)
                let added = output.utf8.count - before
                if added > largest.bytes {
                    largest = (name.text, added)
                    try checkSize(templateName, position, .outputTooLarge(templateName))
                }
            case .section(let name, let inverted, let children, let sectionPosition):
                try checkSteps(templateName, sectionPosition)
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
                        try checkSize(templateName, sectionPosition, .outputTooLarge(templateName))
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children, templateName: templateName, indentation: indentation, depth: depth)
                    stack.removeLast()
                }
            case .partial(let partialName, let localIndentation, let position):
                guard let partial = partials[partialName] else { continue }
                try checkSteps(templateName, position)
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
                try checkSize(templateName, position, .outputTooLarge(partialName))
            }
        }
    }

    /// Throws `.tooMuchWork` at `position` once the page has walked more than its budget.
    private func checkSteps(_ templateName: String, _ position: SourcePosition) throws(TemplateError) {
        guard steps > TemplateLibrary.maximumRenderSteps else { return }
        throw TemplateError(
            template: templateName, line: position.line, column: position.column, reason: .tooMuchWork(templateName))
    }

    /// Throws `reason` at `position` once the output is over its limit, or `.valueTooLarge` when one value
    /// makes up at least half of it (the content is too large, not the templates).
    private func checkSize(
        _ templateName: String, _ position: SourcePosition, _ reason: TemplateError.Reason
    ) throws(TemplateError) {
        guard output.utf8.count > TemplateLibrary.maximumOutputBytes else { return }
        let why =
            largest.bytes * 2 >= TemplateLibrary.maximumOutputBytes
            ? .valueTooLarge(template: templateName, name: largest.name, bytes: largest.bytes) : reason
        throw TemplateError(template: templateName, line: position.line, column: position.column, reason: why)
    }
}
