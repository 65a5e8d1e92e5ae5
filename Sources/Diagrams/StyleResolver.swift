import Mermaid

/// The colours and strokes a node or subgraph ends up with: `classDef default`, then its classes in
/// order, then its own `style` line. Values are checked so nothing but a colour, length or number
/// reaches the SVG.
struct ResolvedStyle: Sendable, Hashable {
    var fill: String?
    var stroke: String?
    var strokeWidth: String?
    var color: String?
    var dashArray: String?
    /// The declarations that set the fill and the text colour, where the author set them.
    var fillSource: StyleProperty?
    var colorSource: StyleProperty?

    /// The shape's class list: the base class, plus markers that keep the theme's CSS off custom colours.
    func classes(_ base: String) -> String {
        var list = [base]
        if fill != nil { list.append("pu-custom-fill") }
        if stroke != nil { list.append("pu-custom-stroke") }
        return list.joined(separator: " ")
    }

    /// The text's class list.
    func textClasses(_ base: String) -> String {
        color == nil ? base : "\(base) pu-custom-color"
    }
}

enum StyleResolver {
    static func resolve(classes: [String], style: Style, chart: Flowchart, isNode: Bool) -> ResolvedStyle {
        var resolved = ResolvedStyle()
        var layers: [Style] = []
        if isNode, let base = chart.classDefs["default"] { layers.append(base) }
        layers += classes.compactMap { chart.classDefs[$0] }
        layers.append(style)
        for layer in layers {
            for property in layer.properties {
                guard let value = sanitized(property.value) else { continue }
                switch property.name.lowercased() {
                case "fill", "background", "background-color":
                    resolved.fill = value
                    resolved.fillSource = property
                case "stroke", "border-color": resolved.stroke = value
                case "stroke-width", "border-width":
                    resolved.strokeWidth = value.replacingOccurrences(of: "px", with: "")
                case "color":
                    resolved.color = value
                    resolved.colorSource = property
                case "stroke-dasharray": resolved.dashArray = value
                default: continue
                }
            }
        }
        // A fill without a text colour: the theme's text colour is made for the theme's fills (light text in
        // the dark theme), so the text gets black or white, whichever reads on this fill.
        if resolved.color == nil, let fill = resolved.fill.flatMap(CSSColor.init), let text = fill.readableText {
            resolved.color = text.hexString
        }
        return resolved
    }

    /// The lowest contrast text and fill may have when the author chose both (WCAG's minimum for large
    /// text and for graphics; labels are short): below it, a warning at the text colour's declaration.
    static let minimumAuthorContrast = 3.0

    /// A warning for each pair of author colours (a `color` and the fill it is drawn on) whose contrast is
    /// below ``minimumAuthorContrast``, once per pair of declarations, in source order.
    static func contrastWarnings(_ chart: Flowchart) -> [DiagramWarning] {
        var styles = chart.nodes.map { resolve(classes: $0.classes, style: $0.style, chart: chart, isNode: true) }
        styles += chart.subgraphs.map { resolve(classes: $0.classes, style: $0.style, chart: chart, isNode: false) }
        var seen = Set<[Int]>()
        var warnings: [DiagramWarning] = []
        for style in styles {
            guard let colorSource = style.colorSource, let fillSource = style.fillSource,
                let color = style.color.flatMap(CSSColor.init), let fill = style.fill.flatMap(CSSColor.init),
                let ratio = CSSColor.worstContrast(text: color, fill: fill), ratio < minimumAuthorContrast,
                seen.insert([colorSource.line, colorSource.column, fillSource.line, fillSource.column]).inserted
            else { continue }
            let shown = (ratio * 100).rounded(.down) / 100
            warnings.append(
                DiagramWarning(
                    line: colorSource.line, column: colorSource.column,
                    message:
                        "text colour '\(colorSource.value)' on fill '\(fillSource.value)' (line \(fillSource.line)) has a "
                        + "contrast of \(shown):1, below \(Int(minimumAuthorContrast)):1, so readers may not make the "
                        + "label out; choose a darker or lighter colour, or leave 'color' out and Puente picks black or "
                        + "white for the fill"))
        }
        return warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// A value made only of characters a colour, length or list of numbers needs; `nil` otherwise.
    static func sanitized(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 64 else { return nil }
        let allowed = trimmed.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "#.,%() -".unicodeScalars.contains($0)
        }
        return allowed ? trimmed : nil
    }
}

/// How one edge is stroked: mermaid's stroke kinds, then its `linkStyle`.
struct EdgeStyle {
    var stroke: String?
    var width: String
    var dashArray: String?
    var color: String?
    var custom: Bool

    init(_ edge: Edge) {
        switch edge.stroke {
        case .normal, .invisible: width = "1.5"
        case .dotted: width = "1.5"
        case .thick: width = "3"
        }
        dashArray = edge.stroke == .dotted ? "3 4" : nil
        custom = false
        for property in edge.style.properties {
            guard let value = StyleResolver.sanitized(property.value) else { continue }
            switch property.name.lowercased() {
            case "stroke":
                stroke = value
                custom = true
            case "stroke-width": width = value.replacingOccurrences(of: "px", with: "")
            case "stroke-dasharray": dashArray = value
            case "color": color = value
            default: continue
            }
        }
    }
}
