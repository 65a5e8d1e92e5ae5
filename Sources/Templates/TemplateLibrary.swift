/// A parsed template set: every template is parsed when the library is built.
///
/// Syntax errors therefore surface before anything renders.
/// Templates refer to each other with partial tags (`{{> header}}`). A
/// library is immutable and `Sendable`, so one instance can render pages
/// concurrently.
public struct TemplateLibrary: Sendable {
    /// How deeply partials may nest while rendering before `.partialRecursionTooDeep` is thrown.
    public static let maximumPartialDepth = 100
    /// How deeply sections may nest in one template (checked while parsing, before a deep tree exists).
    public static let maximumSectionDepth = 100
    /// The most one page may render to; past it rendering stops with `.outputTooLarge`.
    public static let maximumOutputBytes = 64 * 1_048_576
    /// The most tags and text runs one page may walk; past it rendering stops with `.tooMuchWork`. Partials that
    /// each include the next twice multiply the work without producing output, which neither the depth nor the
    /// size limit stops; a page listing ten thousand articles walks about a million.
    public static let maximumRenderSteps = 20_000_000

    /// The parsed templates by name.
    private let templates: [String: Template]

    /// Parses every template, in name order, throwing the first syntax error.
    ///
    /// - Parameters:
    ///   - templates: Maps a template/partial name (e.g. `"page"`, `"header"`) to its source.
    ///   - strictPartials: When true, a `{{> name}}` naming a template not in the
    ///     library throws `.missingPartial`, located at the tag. When false (spec
    ///     behaviour), such a partial renders as the empty string.
    public init(templates: [String: String], strictPartials: Bool = true) throws(TemplateError) {
        var parsed: [String: Template] = [:]
        parsed.reserveCapacity(templates.count)
        let names = templates.keys.sorted()
        for name in names {
            parsed[name] = try Template(name: name, source: templates[name] ?? "")
        }
        if strictPartials {
            for name in names {
                try parsed[name]?.checkPartials(against: parsed)
            }
        }
        self.templates = parsed
    }

    /// The names of the templates in the library, sorted.
    public var templateNames: [String] {
        templates.keys.sorted()
    }

    /// The tags of the templates `pages` render (and of the partials they include) whose name resolves on no
    /// page: each page is a template and the shape of its data, and a tag is known when its name resolves in
    /// any of them, as rendering would resolve it, with every section entered. Sections test names as
    /// variables do, so `{{#summary}}` is known when a page kind has `summary`, even if no page's is set.
    /// Templates no page renders are not checked. Each tag is named once, in template and source order.
    public func unknownNames(_ pages: [(template: String, data: TemplateShape)]) -> [UnknownName] {
        var check = NameCheck(templates: templates)
        for page in pages {
            check.walk(page.template, data: page.data)
        }
        return check.unknownNames
    }

    /// Renders the template called `name` with `context` as the only element of the context stack.
    ///
    /// Throws `.templateNotFound` if there is no such template, and
    /// `.partialRecursionTooDeep` if partials nest deeper than `maximumPartialDepth`.
    public func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
        guard let template = templates[name] else {
            throw TemplateError(template: name, line: 0, column: 0, reason: .templateNotFound(name))
        }
        return try render(template, context)
    }

    /// Renders a template source with non-strict partials, as the Mustache spec tests do.
    ///
    /// Errors in `source` name the template `template`; errors in a partial name the partial.
    /// A partial tag naming a key missing from `partials` renders as the empty string.
    public static func render(
        _ source: String, _ context: TemplateValue, partials: [String: String] = [:]
    ) throws(TemplateError) -> String {
        let library = try TemplateLibrary(templates: partials, strictPartials: false)
        let template = try Template(name: "template", source: source)
        return try library.render(template, context)
    }

    private func render(_ template: Template, _ context: TemplateValue) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(
            partials: templates, context: context, capacity: template.sourceSize + template.sourceSize / 2 + 64)
        try renderer.render(template.nodes, templateName: template.name, indentation: "", depth: 0)
        return renderer.output
    }
}
