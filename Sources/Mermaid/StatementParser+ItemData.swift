import Diagnostics

/// What node data (`A@{ shape: cyl, label: "Orders" }`) and edge data (`e1@{ animate: true }`) mean.
extension StatementParser {
    /// Keys mermaid reads for a node, and the ones it reads only for an icon or image node.
    static let nodeDataKeys: Set<String> = ["shape", "label", "icon", "img"]
    static let pictureKeys: Set<String> = ["form", "pos", "w", "h", "constraint"]
    /// Keys of mermaid's kanban cards, which a flowchart does not show.
    static let kanbanKeys: Set<String> = ["priority", "assigned", "ticket"]
    /// Keys mermaid reads for an edge.
    static let edgeDataKeys: Set<String> = ["animate", "animation", "curve"]

    /// The shape and label that node `nodeID`'s data gives; warns about what is read but not drawn.
    mutating func parseNodeData(_ data: ItemData, nodeID: String) throws(DiagramError) -> (
        shape: Shape?, label: Label?
    ) {
        var shape: Shape?
        if let entry = data.entry("shape") {
            shape = try shapeNamed(entry, nodeID: nodeID)
        }
        var label = data.entry("label").map { Self.label(fromData: $0.value) }
        let picture = data.entry("icon") ?? data.entry("img")
        if let picture {
            let form = data.value("form")
            if shape == nil { shape = form == "circle" ? .circle : form == "rounded" ? .rounded : .rectangle }
            let what =
                picture.key == "icon"
                ? "icon '\(picture.value)' is not drawn: Puente bundles no icon packs"
                : "image '\(Self.shortened(picture.value))' is not drawn: a diagram is drawn at build time and fetches nothing"
            let drawn = label == nil ? "its id" : "its label"
            warn(
                "\(what); node '\(nodeID)' is drawn as a '\(shape?.mermaidName ?? "rect")' with \(drawn)",
                at: picture.position)
            if label == nil { label = Label(plainText: nodeID) }
        }
        if let shape, shape.drawsNoText, let entry = data.entry("label") {
            warn(
                "the '\(shape.mermaidName)' shape is drawn without text, as mermaid draws it: node '\(nodeID)''s label is its accessible name only",
                at: entry.position)
        }
        for entry in data.entries where !Self.nodeDataKeys.contains(entry.key) {
            if Self.pictureKeys.contains(entry.key) {
                if picture == nil {
                    warn(
                        "'\(entry.key)' is read only with 'icon' or 'img'; ignored for node '\(nodeID)'",
                        at: entry.position)
                }
            } else if Self.kanbanKeys.contains(entry.key) {
                warn("'\(entry.key)' belongs to kanban cards; ignored in a flowchart", at: entry.position)
            } else if Self.edgeDataKeys.contains(entry.key) {
                throw error(
                    "'\(entry.key)' is edge data, but '\(nodeID)' is a node; give the edge an id ('A e1@--> B') and then write 'e1@{ \(entry.key): … }'",
                    at: entry.position)
            } else {
                throw unknownKey(entry, owner: "node '\(nodeID)'", known: Self.nodeDataKeys.union(Self.pictureKeys))
            }
        }
        return (shape, label)
    }

    /// Applies edge data to the edge with id `edgeID`: its animation; a curve is read but not drawn.
    mutating func applyEdgeData(_ data: ItemData, toEdge edgeID: String) throws(DiagramError) {
        var animation: EdgeAnimation?
        if let entry = data.entry("animate") {
            switch entry.value {
            case "true": animation = .slow
            case "false": animation = nil
            default:
                throw error(
                    "expected 'true' or 'false' for 'animate' of edge '\(edgeID)', found '\(entry.value)'",
                    at: entry.position)
            }
        }
        if let entry = data.entry("animation") {
            guard let pace = EdgeAnimation(rawValue: entry.value) else {
                throw error(
                    "expected 'fast' or 'slow' for 'animation' of edge '\(edgeID)', found '\(entry.value)'",
                    at: entry.position)
            }
            animation = pace
        }
        builder.setAnimation(animation, ofEdge: edgeID)
        for entry in data.entries where !["animate", "animation"].contains(entry.key) {
            if entry.key == "curve" {
                warn(
                    "'curve: \(entry.value)' of edge '\(edgeID)' is not drawn: Puente draws every edge as the layout's smooth curve",
                    at: entry.position)
            } else if Self.nodeDataKeys.contains(entry.key) || Self.pictureKeys.contains(entry.key) {
                throw error("'\(entry.key)' is node data, but '\(edgeID)' is an edge id", at: entry.position)
            } else {
                throw unknownKey(entry, owner: "edge '\(edgeID)'", known: Self.edgeDataKeys)
            }
        }
    }

    /// The shape called `entry`'s value, or an error naming why there is none.
    func shapeNamed(_ entry: ItemData.Entry, nodeID: String) throws(DiagramError) -> Shape {
        if let shape = ShapeName.shape(named: entry.value) { return shape }
        if ShapeName.otherDiagrams.contains(entry.value) {
            throw error(
                "shape '\(entry.value)' of node '\(nodeID)' belongs to mermaid's other diagrams (state, class, kanban, mindmap, ER, requirement) or its icons, not to flowcharts",
                at: entry.position)
        }
        var message = "unknown shape '\(entry.value)' for node '\(nodeID)'"
        if let guess = Spelling.closest(to: entry.value, in: ShapeName.byName.keys.sorted()) {
            message += "; did you mean '\(guess)'?"
        } else {
            message +=
                "; the shapes are mermaid's: rect, rounded, stadium, cyl, diam, hex, doc, … (see the authoring guide)"
        }
        throw error(message, at: entry.position)
    }

    /// An error for a key that neither mermaid nor Puente reads.
    func unknownKey(_ entry: ItemData.Entry, owner: String, known: Set<String>) -> DiagramError {
        var message = "unknown key '\(entry.key)' in the data of \(owner)"
        if let guess = Spelling.closest(to: entry.key, in: known.sorted()) {
            message += "; did you mean '\(guess)'?"
        } else {
            message += "; the keys are \(known.sorted().map { "'\($0)'" }.joined(separator: ", "))"
        }
        return error(message, at: entry.position)
    }

    /// `text` cut to 60 characters with an ellipsis, for messages that quote an address.
    static func shortened(_ text: String) -> String { text.count > 60 ? text.prefix(59) + "…" : text }

    /// A label from node data: a markdown string when wrapped in backticks, as in `"`**bold**`"`.
    static func label(fromData text: String) -> Label {
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            return LabelBuilder.label(raw: String(text.dropFirst().dropLast()), markdown: true)
        }
        return LabelBuilder.label(raw: text, markdown: false, lineBreaks: true)
    }
}
