import YAML

/// The data block after a node or edge id, `A@{ shape: cyl, label: "Orders" }` (mermaid 11.3) or
/// `e1@{ animate: true }`: YAML, read with libyaml as mermaid reads it with js-yaml. A block on one line is a
/// flow mapping (`{ … }`); a block over several lines is a block mapping. Inside double quotes a line break and the
/// spaces after it become `<br/>`, as mermaid's lexer does, so a quoted label keeps its line breaks.
struct ItemData: Sendable {
    /// One `key: value` pair; `position` is the index in the diagram source where the key starts.
    struct Entry: Sendable {
        let key: String
        let value: String
        let position: Int
    }

    /// The pairs in source order.
    let entries: [Entry]
    /// The index of the `@` that opened the block.
    let start: Int

    /// The value of `key`, if given.
    func value(_ key: String) -> String? { entries.first { $0.key == key }?.value }

    /// The entry of `key`, if given.
    func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }
}

extension StatementParser {
    /// Reads `@{ … }` starting at the `@` under the index; `owner` names the node or edge in messages.
    mutating func parseItemData(owner: String) throws(DiagramError) -> ItemData {
        let start = index
        index += 2
        // The YAML text handed to libyaml, with the source index of each of its scalars.
        var body: [Unicode.Scalar] = []
        var origin: [Int] = []
        var quoted = false
        while true {
            guard let current = scalar() else {
                throw error(
                    "unclosed '@{' of \(owner): expected '}' to close the data opened at \(place(of: start, relativeTo: index)), found end of diagram",
                    at: start)
            }
            if current == "}" && !quoted { break }
            if current == "\"" { quoted.toggle() }
            if current == "\n" && quoted {
                for scalar in "<br/>".unicodeScalars {
                    body.append(scalar)
                    origin.append(index)
                }
                index += 1
                while let next = scalar(), Self.isInlineSpace(next) { index += 1 }
                continue
            }
            body.append(current)
            origin.append(index)
            index += 1
        }
        let end = index
        index += 1
        let multiline = body.contains("\n")
        var text = String.UnicodeScalarView()
        var textOrigin: [Int] = []
        if !multiline {
            text.append(contentsOf: "{\n".unicodeScalars)
            textOrigin += [start, start]
        }
        text.append(contentsOf: body)
        textOrigin += origin
        text.append(contentsOf: (multiline ? "\n" : "\n}").unicodeScalars)
        textOrigin += multiline ? [end] : [end, end]
        let yaml = String(text)
        let locate = YAMLPositions(text: Array(text), origin: textOrigin, fallback: start)
        let root: YAMLNode
        do {
            root = try YAMLConverter.load(yaml)
        } catch {
            throw self.error(
                "the data of \(owner) is not valid YAML: \(error.message)",
                at: locate.position(line: error.line, column: error.column))
        }
        if root.isNull { return ItemData(entries: [], start: start) }
        guard let pairs = root.mapping else {
            throw error(
                "expected 'key: value' pairs in the data of \(owner), such as '@{ shape: rect, label: \"Text\" }'",
                at: start + 2)
        }
        var entries: [ItemData.Entry] = []
        for pair in pairs {
            let keyPosition = locate.position(line: pair.key.line, column: pair.key.column)
            guard let key = pair.key.scalar else {
                throw error("expected a word as a key in the data of \(owner)", at: keyPosition)
            }
            guard let value = pair.value.scalar else {
                throw error(
                    "expected a plain value for '\(key)' in the data of \(owner), found a \(pair.value.kindName)",
                    at: locate.position(line: pair.value.line, column: pair.value.column))
            }
            entries.append(ItemData.Entry(key: key, value: value, position: keyPosition))
        }
        return ItemData(entries: entries, start: start)
    }
}

/// Maps a line and column of the YAML text handed to libyaml back to an index of the diagram source.
private struct YAMLPositions {
    let text: [Unicode.Scalar]
    let origin: [Int]
    let fallback: Int

    func position(line: Int, column: Int) -> Int {
        var currentLine = 1
        var offset = 0
        while currentLine < line, offset < text.count {
            if text[offset] == "\n" { currentLine += 1 }
            offset += 1
        }
        offset += max(0, column - 1)
        guard !origin.isEmpty else { return fallback }
        return origin[min(offset, origin.count - 1)]
    }
}
