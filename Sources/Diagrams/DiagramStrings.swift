import Foundation
import Incremental

/// The words a diagram needs in the page's language (from the theme's strings).
public struct DiagramStrings: Sendable, Hashable {
    /// The SVG's title when the diagram has no `accTitle`, e.g. "Diagrama de flujo".
    public var defaultTitle: String
    /// The `<summary>` of the text alternative, e.g. "Descripción textual del diagrama".
    public var textAlternative: String
    /// The SVG's description when there is no `accDescr`: `{nodes}` and `{edges}` are filled in, and
    /// `{nodes, plural, one {# nodo} other {# nodos}}` picks the words for the number (see ``summary(nodes:edges:)``).
    public var summary: String

    /// A sequence diagram's title when it has no `title` or `accTitle`, e.g. "Diagrama de secuencia".
    public var sequenceTitle: String

    /// Creates strings.
    public init(
        defaultTitle: String, textAlternative: String, summary: String, sequenceTitle: String = "Sequence diagram"
    ) {
        self.defaultTitle = defaultTitle
        self.textAlternative = textAlternative
        self.summary = summary
        self.sequenceTitle = sequenceTitle
    }

    /// English fallbacks, for tests and tools without a theme.
    public static let english = DiagramStrings(
        defaultTitle: "Flowchart", textAlternative: "Text description of the diagram",
        summary:
            "{nodes, plural, one {# node} other {# nodes}}, {edges, plural, one {# connection} other {# connections}}")

    /// ``summary`` for a diagram of `nodes` nodes and `edges` connections.
    ///
    /// A placeholder is `{name}` (the number) or, where the words depend on the number, ICU's plural form
    /// `{name, plural, =0 {…} one {…} other {…}}`: the first `=n` equal to the number, else `one` for 1, else
    /// `other`, with `#` standing for the number. `one` is 1 alone, as in Spanish and English; a language
    /// without plural forms (Japanese) writes `{name}`.
    public func summary(nodes: Int, edges: Int) -> String {
        PluralText.format(summary, ["nodes": nodes, "edges": edges])
    }
}

/// Fills `{name}` and `{name, plural, …}` placeholders (see ``DiagramStrings/summary(nodes:edges:)``).
enum PluralText {
    static func format(_ template: String, _ values: [String: Int]) -> String {
        let scalars = Array(template.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "{", let (text, end) = placeholder(scalars, at: index, values) else {
                out.append(scalars[index])
                index += 1
                continue
            }
            out.append(contentsOf: text.unicodeScalars)
            index = end
        }
        return String(out)
    }

    /// The text of the placeholder opening at `start` and the index after it; nil when it is not one.
    private static func placeholder(_ s: [Unicode.Scalar], at start: Int, _ values: [String: Int]) -> (String, Int)? {
        guard let close = matching(s, start) else { return nil }
        let inner = String(String.UnicodeScalarView(s[(start + 1)..<close]))
        let parts = inner.split(separator: ",", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = parts.first, let value = values[name] else { return nil }
        if parts.count == 1 { return (String(value), close + 1) }
        guard parts.count == 3, parts[1] == "plural" else { return nil }
        // `selector {text}` pairs.
        var options: [(String, String)] = []
        let body = Array(parts[2].unicodeScalars)
        var i = 0
        while i < body.count {
            while i < body.count, body[i] == " " { i += 1 }
            guard i < body.count else { break }
            var selector = String.UnicodeScalarView()
            while i < body.count, body[i] != "{", body[i] != " " {
                selector.append(body[i])
                i += 1
            }
            while i < body.count, body[i] == " " { i += 1 }
            guard i < body.count, body[i] == "{", let end = matching(body, i) else { return nil }
            options.append((String(selector), String(String.UnicodeScalarView(body[(i + 1)..<end]))))
            i = end + 1
        }
        let chosen =
            options.first { $0.0 == "=\(value)" } ?? (value == 1 ? options.first { $0.0 == "one" } : nil)
            ?? options.first { $0.0 == "other" }
        guard let chosen else { return nil }
        return (chosen.1.replacingOccurrences(of: "#", with: String(value)), close + 1)
    }

    /// The index of the `}` closing the `{` at `open`, counting nested braces.
    private static func matching(_ s: [Unicode.Scalar], _ open: Int) -> Int? {
        var depth = 0
        for index in open..<s.count {
            if s[index] == "{" { depth += 1 }
            if s[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

extension DiagramStrings: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(defaultTitle)
        hasher.combine(textAlternative)
        hasher.combine(summary)
        hasher.combine(sequenceTitle)
    }
}
