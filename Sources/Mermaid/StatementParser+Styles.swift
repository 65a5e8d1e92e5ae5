import TextBasics

/// `style`, `classDef`, `class` and `linkStyle` statements.
extension StatementParser {
    /// Reads `style id prop:value,…`. As in mermaid, styling an id that appears nowhere
    /// else creates a plain node for it.
    mutating func parseStyleStatement() throws(DiagramError) {
        index += 5
        try requireSpace(after: "'style'", expecting: "a node or subgraph id")
        let idStart = index
        guard let id = scanID() else {
            throw error("expected a node or subgraph id after 'style', found \(describe(at: index))", at: index)
        }
        let properties = try parseStyleProperties(after: "'style \(id)'")
        builder.addStyle(Style(properties: properties), to: id, at: source.location(of: idStart))
    }

    /// Reads `classDef name1,name2 prop:value,…`; repeated definitions of a class append.
    mutating func parseClassDef() throws(DiagramError) {
        index += 8
        try requireSpace(after: "'classDef'", expecting: "a class name")
        let names = try parseNameList(what: "class name", after: "'classDef'")
        let properties = try parseStyleProperties(after: "'classDef \(names.joined(separator: ","))'")
        for name in names {
            builder.addClassDef(name, style: Style(properties: properties))
        }
    }

    /// Reads `class id1,id2 className`. Several class names separated by commas are also
    /// accepted (mermaid would add the comma-joined string as one class).
    mutating func parseClassStatement() throws(DiagramError) {
        index += 5
        try requireSpace(after: "'class'", expecting: "a node id")
        let idsStart = index
        let ids = try parseNameList(what: "node id", after: "'class'")
        let idList = ids.joined(separator: ",")
        let hadSpace = skipInlineSpace()
        guard hadSpace, !isAtComment, isIDCharacter(at: index) else {
            throw error("expected a class name after 'class \(idList)', found \(describe(at: index))", at: index)
        }
        let classNames = try parseNameList(what: "class name", after: "'class \(idList)'")
        try expectStatementEnd(after: "'class \(idList) \(classNames.joined(separator: ","))'")
        let location = source.location(of: idsStart)
        for id in ids {
            for className in classNames {
                builder.assignClass(className, to: id, at: location)
            }
        }
    }

    /// Reads `linkStyle 0,2 prop:value,…`, `linkStyle default …` and the `interpolate`
    /// forms. Like mermaid, an index must name a link defined before the statement.
    mutating func parseLinkStyle() throws(DiagramError) {
        index += 9
        try requireSpace(after: "'linkStyle'", expecting: "a link index or 'default'")
        var indices: [Int]?
        var listText = "default"
        if keyword(at: index) == "default" {
            index += 7
        } else {
            var list: [Int] = []
            let listStart = index
            while true {
                let numberStart = index
                var value = 0
                while let current = scalar(), current.isASCIIDigit {
                    value = min(value * 10 + Int(current.value - 48), 1_000_000_000)
                    index += 1
                }
                guard index > numberStart else {
                    let expected =
                        list.isEmpty ? "a link index or 'default' after 'linkStyle'" : "a link index after ','"
                    throw error("expected \(expected), found \(describe(at: index))", at: index)
                }
                let count = builder.edgeCount
                guard value < count else {
                    let range =
                        count == 0
                        ? "no links are defined before this line"
                        : "expected an index from 0 to \(count - 1) because \(count) link\(count == 1 ? " is" : "s are") defined before this line"
                    throw error("linkStyle index \(value) is out of range: \(range), found \(value)", at: numberStart)
                }
                list.append(value)
                let save = index
                skipInlineSpace()
                guard scalar() == "," else {
                    index = save
                    break
                }
                index += 1
                skipInlineSpace()
            }
            indices = list
            listText = source.text(listStart..<index)
        }
        let afterList = index
        var properties: [StyleProperty] = []
        if skipInlineSpace(), keyword(at: index) == "interpolate" {
            let interpolateStart = index
            index += 11
            try requireSpace(after: "'interpolate'", expecting: "a curve name")
            guard let curve = scanID() else {
                throw error("expected a curve name after 'interpolate', found \(describe(at: index))", at: index)
            }
            warn(
                "linkStyle interpolate '\(curve)' ignored: Puente draws its own edge curves", at: interpolateStart)
            let afterCurve = index
            try skipInlineSpaceAndComments()
            if isAtStatementEnd {
                return
            }
            index = afterCurve
            properties = try parseStyleProperties(after: "'linkStyle \(listText) interpolate \(curve)'")
        } else {
            index = afterList
            properties = try parseStyleProperties(after: "'linkStyle \(listText)'")
        }
        builder.setLinkStyle(Style(properties: properties), forEdges: indices)
    }

    /// Reads a comma-separated list of ids or class names (spaces after commas allowed).
    mutating func parseNameList(what: String, after context: String) throws(DiagramError) -> [String] {
        var text = ""
        while true {
            guard let part = scanID() else {
                throw error(
                    "expected a \(what) after \(text.isEmpty ? context : "','"), found \(describe(at: index))",
                    at: index)
            }
            text += part
            guard part.hasSuffix(",") else { break }
            let save = index
            skipInlineSpace()
            if !isIDCharacter(at: index) {
                index = save
                break
            }
        }
        let names = text.split(separator: ",").map(String.init)
        guard !names.isEmpty else {
            throw error("expected a \(what) after \(context), found '\(text)'", at: index)
        }
        return names
    }

    /// Reads `prop:value,prop:value` up to the end of the statement. Values are kept as
    /// written (trimmed) and may contain spaces (`stroke-dasharray: 5 5`); commas inside
    /// parentheses or quotes do not split (`rgb(1,2,3)`).
    mutating func parseStyleProperties(after context: String) throws(DiagramError) -> [StyleProperty] {
        let hadSpace = skipInlineSpace()
        guard hadSpace, !isAtStatementEnd, !isAtComment else {
            throw error(
                "expected style properties (such as fill:#f9f) after \(context), found \(describe(at: index))",
                at: index)
        }
        var properties: [StyleProperty] = []
        var partStart = index
        var depth = 0
        var quote: Unicode.Scalar?
        while true {
            let current = scalar()
            let atEnd = current == nil || current == "\n" || (quote == nil && (current == ";" || isAtComment))
            if atEnd || (current == "," && depth == 0 && quote == nil) {
                let part = source.text(partStart..<index).trimmingWhitespace
                if !properties.isEmpty, let first = part.unicodeScalars.first, first.isASCIIDigit || first == ".",
                    !part.contains(":")
                {
                    // `stroke-dasharray: 9,5`: mermaid splits at every comma; a number without a name continues the
                    // value before it, which is what CSS reads.
                    properties[properties.count - 1].value += "," + part
                } else {
                    properties.append(try makeStyleProperty(partStart..<index))
                }
                if atEnd {
                    return properties
                }
                index += 1
                partStart = index
                continue
            }
            if let open = quote {
                if current == open {
                    quote = nil
                }
            } else if current == "\"" || current == "'" {
                quote = current
            } else if current == "(" {
                depth += 1
            } else if current == ")" {
                depth = max(0, depth - 1)
            }
            index += 1
        }
    }

    /// Splits one `name:value` declaration.
    func makeStyleProperty(_ range: Range<Int>) throws(DiagramError) -> StyleProperty {
        var start = range.lowerBound
        while start < range.upperBound, let current = source[start], current.properties.isWhitespace {
            start += 1
        }
        let text = source.text(start..<range.upperBound).trimmingWhitespace
        guard !text.isEmpty else {
            throw error(
                "expected a style property such as fill:#f9f, found \(describe(at: range.upperBound))",
                at: range.upperBound)
        }
        guard let colon = text.firstIndex(of: ":") else {
            throw error("expected 'property:value' in the style, found '\(text)'", at: start)
        }
        let name = String(text[..<colon]).trimmingWhitespace
        let value = String(text[text.index(after: colon)...]).trimmingWhitespace
        guard !name.isEmpty else {
            throw error("expected a property name before ':', found ':'", at: start)
        }
        guard !value.isEmpty else {
            throw error(
                "expected a value after '\(name):', found \(describe(at: range.upperBound))", at: range.upperBound)
        }
        let (line, column) = source.location(of: start)
        return StyleProperty(name: name, value: value, line: line, column: column)
    }
}
