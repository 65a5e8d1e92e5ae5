/// A parsed template: its name, its node tree and the size of its source.
struct Template: Sendable {
    /// The name the template is registered under, used in error messages.
    let name: String
    /// The parsed tree.
    let nodes: [Node]
    /// The UTF-8 size of the source, used to size the output buffer.
    let sourceSize: Int

    /// Parses `source` with the default `{{ }}` delimiters.
    init(name: String, source: String) throws(TemplateError) {
        var parser = TemplateParser(name: name, source: source)
        self.name = name
        self.nodes = try parser.parse()
        self.sourceSize = source.utf8.count
    }

    /// Throws `.missingPartial` for the first partial tag, in source order, naming a template not in `templates`.
    func checkPartials(against templates: [String: Template]) throws(TemplateError) {
        try checkPartials(in: nodes, against: templates)
    }

    private func checkPartials(in nodes: [Node], against templates: [String: Template]) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .partial(let partial, _, let position) where templates[partial] == nil:
                throw TemplateError(
                    template: name, line: position.line, column: position.column,
                    reason: .missingPartial(partial))
            case .section(_, _, let children, _):
                try checkPartials(in: children, against: templates)
            default:
                continue
            }
        }
    }
}
