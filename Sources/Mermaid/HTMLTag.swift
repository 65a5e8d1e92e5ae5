import TextBasics

/// An HTML tag found in a label, such as `<br/>`, `<b>` or `</span>`.
///
/// Mermaid renders labels as HTML by default, so tags are markup rather than text:
/// `<br>` variants break lines, `<b>`/`<strong>` and `<i>`/`<em>` format, and any other
/// well-formed tag is dropped while its content is kept (as the browser and mermaid's
/// sanitiser do). A `<` that does not start a well-formed tag stays text (`a < b`).
struct HTMLTag: Sendable {
    /// The lowercased tag name.
    var name: String
    /// Whether this is a closing tag (`</b>`).
    var isClosing: Bool
    /// The number of scalars the tag spans.
    var length: Int

    /// The label atom the tag stands for, or `nil` for tags that are dropped.
    var atom: LabelAtom? {
        switch name {
        case "br": return .lineBreak
        case "b", "strong": return .format(isClosing ? .boldOff : .boldOn)
        case "i", "em": return .format(isClosing ? .italicOff : .italicOn)
        default: return nil
        }
    }

    /// Reads a tag starting at the `<` at `start`.
    static func parse(_ scalars: [Unicode.Scalar], at start: Int) -> HTMLTag? {
        var position = start + 1
        var isClosing = false
        if position < scalars.count && scalars[position] == "/" {
            isClosing = true
            position += 1
        }
        let nameStart = position
        guard position < scalars.count, scalars[position].isASCIILetter else { return nil }
        while position < scalars.count,
            scalars[position].isASCIILetter || scalars[position].isASCIIDigit || scalars[position] == "-"
        {
            position += 1
        }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[nameStart..<position])
        guard position < scalars.count else { return nil }
        let next = scalars[position]
        guard next == ">" || next == "/" || next.isHTMLWhitespace else { return nil }
        while position < scalars.count && scalars[position] != ">" {
            if scalars[position] == "<" {
                return nil
            }
            position += 1
        }
        guard position < scalars.count else { return nil }
        return HTMLTag(name: String(name).lowercased(), isClosing: isClosing, length: position + 1 - start)
    }
}
