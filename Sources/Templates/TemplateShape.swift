/// The keys a template's data may have, known before any page renders: what ``TemplateLibrary/unknownNames(_:)``
/// checks tag names against.
///
/// A shape describes every value a page kind can give a key, not one page's value: a key that is null or empty
/// on some pages is still in the shape, so a section that tests it (`{{#summary}}`) is known.
public indirect enum TemplateShape: Sendable, Hashable {
    /// A string, number or boolean: a section over it renders once, and it has no keys.
    case scalar
    /// A value whose keys are not known in advance (a site's own strings): every name under it is accepted.
    case anything
    /// A hash with these keys.
    case object([String: TemplateShape])
    /// A list whose elements have this shape.
    case list(TemplateShape)

    /// The shape of the value `key` names in this shape, nil when it has no such key.
    func member(_ key: String) -> TemplateShape? {
        switch self {
        case .anything: .anything
        case .object(let keys): keys[key]
        case .scalar, .list: nil
        }
    }

    /// The dotted paths of the keys in this shape, up to `depth` parts, for suggestions.
    func paths(depth: Int) -> [String] {
        guard depth > 0, case .object(let keys) = self else { return [] }
        return keys.flatMap { key, value in
            [key] + value.paths(depth: depth - 1).map { "\(key).\($0)" }
        }
    }

    /// The dotted paths of keys in `value` that this shape does not have (null values are admitted anywhere):
    /// what a test checks to keep a declared shape in step with the data a program makes.
    public func undeclaredPaths(in value: TemplateValue, prefix: String = "") -> [String] {
        switch (self, value) {
        case (_, .null), (.anything, _):
            return []
        case (.object(let keys), .dictionary(let hash)):
            return hash.keys.sorted().flatMap { key -> [String] in
                let path = prefix.isEmpty ? key : "\(prefix).\(key)"
                guard let shape = keys[key] else { return [path] }
                return shape.undeclaredPaths(in: hash[key] ?? .null, prefix: path)
            }
        case (.list(let element), .array(let items)):
            return Array(Set(items.flatMap { element.undeclaredPaths(in: $0, prefix: prefix + "[]") })).sorted()
        case (.scalar, .bool), (.scalar, .int), (.scalar, .double), (.scalar, .string):
            return []
        default:
            return [prefix.isEmpty ? "(top)" : prefix]
        }
    }
}
