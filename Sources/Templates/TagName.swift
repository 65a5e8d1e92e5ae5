/// A parsed variable or section name: `.`, `name`, `a.b.c` or `.name`.
struct TagName: Sendable, Equatable {
    /// The name as written in the tag, without padding whitespace.
    let text: String
    /// The dot-separated parts; empty for the implicit iterator `.`.
    let components: [String]
    /// True for `.` and for leading-dot names (`.name`), which resolve only against the top of the stack.
    let isAnchoredToTop: Bool

    /// Parses a trimmed tag name, or returns nil if it has an empty dotted part (`a..b`, `a.`, `..`).
    init?(_ text: String) {
        self.text = text
        if text == "." {
            components = []
            isAnchoredToTop = true
            return
        }
        var body = Substring(text)
        isAnchoredToTop = body.first == "."
        if isAnchoredToTop { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        components = parts.map(String.init)
    }

    /// Resolves the name against a context stack whose top is the last element.
    ///
    /// The first part is looked up from the top of the stack down (only in the
    /// top for anchored names); each later part only within the previous
    /// result. Returns nil if any part fails to resolve.
    func resolve(in stack: [TemplateValue]) -> TemplateValue? {
        guard let top = stack.last else { return nil }
        guard let first = components.first else { return top }
        var current: TemplateValue
        if isAnchoredToTop {
            guard case .dictionary(let hash) = top, let value = hash[first] else { return nil }
            current = value
        } else {
            var found: TemplateValue?
            for frame in stack.reversed() {
                if case .dictionary(let hash) = frame, let value = hash[first] {
                    found = value
                    break
                }
            }
            guard let found else { return nil }
            current = found
        }
        for part in components.dropFirst() {
            guard case .dictionary(let hash) = current, let value = hash[part] else { return nil }
            current = value
        }
        return current
    }
}
