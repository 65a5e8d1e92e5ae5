import Markdown

/// Builds SVG text: escaped attributes and text, numbers with one decimal, no inline styles.
struct SVGWriter {
    private(set) var output = ""

    /// Appends raw markup Puente produced itself.
    mutating func raw(_ text: String) { output += text }

    /// An element with attributes; `nil` values are left out. `content` is raw markup; `close` ends it.
    mutating func element(_ name: String, _ attributes: [(String, String?)], selfClosing: Bool = true) {
        output += "<\(name)"
        for (key, value) in attributes {
            guard let value else { continue }
            output += " \(key)=\"\(Self.escape(value))\""
        }
        output += selfClosing ? "/>" : ">"
    }

    /// Closes an element.
    mutating func close(_ name: String) { output += "</\(name)>" }

    /// Escaped text content.
    mutating func text(_ text: String) { output += Self.escape(text) }

    /// `&`, `<`, `>`, `"` and `'` as entities: no diagram text can become markup.
    static func escape(_ text: String) -> String { HTMLEscaping.escapeXML(text) }

    /// A coordinate with one decimal and no trailing `.0`: deterministic and compact.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
