/// Checks that ``StableHashable`` conformances hash every stored field: a type whose `hash(into:)` makes fewer
/// ``StableHasher/combine(_:)`` calls than it has stored properties has forgotten one, and every result keyed
/// by it would survive a change of that field.
///
/// The check walks a sample value (its fields, their elements, an optional's payload) and compares, for each
/// struct it meets, the calls with the fields `Mirror` lists. Tests give it a value whose optionals and
/// collections are filled, so every type inside is reached.
public enum StableHashCoverage {
    /// One line per struct type reached from `value` whose conformance combines a different number of fields
    /// than the type stores, or that is not ``StableHashable`` though a hashed value stores it. Empty when all
    /// is well.
    public static func problems(in value: any StableHashable) -> [String] {
        report(for: value).problems
    }

    /// ``problems(in:)``, and the structs and enums the walk reached (their full names, `Site.SiteMetadata.Entry`),
    /// so a test can tell that its samples reach every type that declares a conformance.
    public static func report(for value: any StableHashable) -> (reached: Set<String>, problems: [String]) {
        var walk = Walk()
        walk.visit(value, path: String(describing: type(of: value)))
        return (walk.reached, walk.problems)
    }

    /// The state of one check: the types already checked and what was found.
    private struct Walk {
        var checked: Set<String> = []
        var reached: Set<String> = []
        var problems: [String] = []

        /// Checks `value`'s type if it is a struct not checked yet, then walks into what it holds.
        mutating func visit(_ value: Any, path: String) {
            let mirror = Mirror(reflecting: value)
            let name = String(reflecting: type(of: value))
            // Keys, and the standard library's and Foundation's values, hash themselves by their own rules.
            let foreign = ["Swift.", "Foundation.", "FoundationEssentials."].contains { name.hasPrefix($0) }
            if value is any KeyIdentified { return }
            if !foreign && (mirror.displayStyle == .struct || mirror.displayStyle == .enum) { reached.insert(name) }
            switch mirror.displayStyle {
            case .struct where !foreign:
                check(value, mirror: mirror, name: name, path: path)
            case .enum where !foreign, .optional, .collection, .dictionary, .set, .tuple:
                break
            default:
                return
            }
            for (index, child) in mirror.children.enumerated() {
                visit(child.value, path: path + "." + (child.label ?? String(index)))
            }
        }

        /// Compares the fields `value` stores with those its conformance combines.
        mutating func check(_ value: Any, mirror: Mirror, name: String, path: String) {
            guard checked.insert(name).inserted else { return }
            guard let hashable = value as? any StableHashable else {
                problems.append("\(path): \(name) is not StableHashable")
                return
            }
            var hasher = StableHasher()
            hashable.hash(into: &hasher)
            let stored = mirror.children.count
            if hasher.fieldsCombined != stored {
                let fields = mirror.children.compactMap(\.label).joined(separator: ", ")
                problems.append(
                    "\(path): \(name) stores \(stored) fields (\(fields)) but its hash(into:) combines "
                        + "\(hasher.fieldsCombined)")
            }
        }
    }
}
