/// Walks templates against the shapes of their data (``TemplateShape``), as rendering would but once per shape,
/// entering every section and partial, and collects the tags whose name resolves in none of the walks.
struct NameCheck {
    /// The library's templates, for partials.
    let templates: [String: Template]
    /// Tags that resolved in at least one walk, by location.
    private var resolved: Set<Location> = []
    /// Tags that did not resolve (yet), with what was known where they are.
    private var unresolved: [Location: (name: String, known: Set<String>)] = [:]
    /// Partials already walked with a stack, so that recursive partials end and shared ones are walked once.
    private var walked: Set<Visit> = []

    /// How many parts of a dotted name suggestions go down to (`site.title` is two).
    static let suggestionDepth = 3

    private struct Location: Hashable {
        var template: String
        var line: Int
        var column: Int
    }

    private struct Visit: Hashable {
        var template: String
        var stack: [TemplateShape]
    }

    init(templates: [String: Template]) {
        self.templates = templates
    }

    /// Walks template `name` with `data` as the only element of the stack.
    mutating func walk(_ name: String, data: TemplateShape) {
        guard let template = templates[name], walked.insert(Visit(template: name, stack: [data])).inserted else {
            return
        }
        walk(template.nodes, template: name, stack: [data], depth: 0)
    }

    /// The tags that resolved in no walk, in template and source order.
    var unknownNames: [UnknownName] {
        unresolved.filter { !resolved.contains($0.key) }.map { location, entry in
            UnknownName(
                template: location.template, line: location.line, column: location.column, name: entry.name,
                known: entry.known.sorted())
        }.sorted { ($0.template, $0.line, $0.column) < ($1.template, $1.line, $1.column) }
    }

    /// How deeply partials are followed: a recursive partial (a tree of contents) is known after a few levels.
    static let maximumDepth = 8

    private mutating func walk(_ nodes: [Node], template: String, stack: [TemplateShape], depth: Int) {
        for node in nodes {
            switch node {
            case .text, .lineStart:
                continue
            case .variable(let name, _, let position):
                _ = look(name, in: stack, template: template, at: position)
            case .section(let name, let inverted, let children, let position):
                let shape = look(name, in: stack, template: template, at: position)
                if inverted {
                    walk(children, template: template, stack: stack, depth: depth)
                } else {
                    // An unknown section's content is walked with anything known, so it is said once.
                    let pushed: TemplateShape
                    switch shape ?? .anything {
                    case .list(let element): pushed = element
                    case let other: pushed = other
                    }
                    walk(children, template: template, stack: stack + [pushed], depth: depth)
                }
            case .partial(let partial, _, _):
                guard depth < Self.maximumDepth, let nodes = templates[partial]?.nodes,
                    walked.insert(Visit(template: partial, stack: stack)).inserted
                else { continue }
                walk(nodes, template: partial, stack: stack, depth: depth + 1)
            }
        }
    }

    /// The shape `name` resolves to on `stack`, recording the tag as resolved or not.
    private mutating func look(
        _ name: TagName, in stack: [TemplateShape], template: String, at position: SourcePosition
    ) -> TemplateShape? {
        let location = Location(template: template, line: position.line, column: position.column)
        if let shape = Self.resolve(name, in: stack) {
            resolved.insert(location)
            return shape
        }
        guard !resolved.contains(location) else { return nil }
        var entry = unresolved[location] ?? (name: name.text, known: Set<String>())
        for frame in name.isAnchoredToTop ? Array(stack.suffix(1)) : stack {
            entry.known.formUnion(frame.paths(depth: Self.suggestionDepth))
        }
        unresolved[location] = entry
        return nil
    }

    /// Resolves `name` as ``TagName/resolve(in:)`` does with values: the first part from the top of the stack
    /// down (only the top for anchored names), each later part within the previous one.
    static func resolve(_ name: TagName, in stack: [TemplateShape]) -> TemplateShape? {
        guard let top = stack.last else { return nil }
        guard let first = name.components.first else { return top }
        let frames = name.isAnchoredToTop ? [top] : Array(stack.reversed())
        guard var current = frames.lazy.compactMap({ $0.member(first) }).first else { return nil }
        for part in name.components.dropFirst() {
            guard let next = current.member(part) else { return nil }
            current = next
        }
        return current
    }
}
