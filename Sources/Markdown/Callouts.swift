import TextBasics

/// One of GitHub's alert kinds, written `> [!NOTE]` on the first line of a quote.
public enum CalloutKind: String, CaseIterable, Sendable, Hashable {
    /// Useful information a reader should know even when skimming.
    case note
    /// Advice that helps do something better.
    case tip
    /// What a reader needs to know to succeed.
    case important
    /// What needs attention at once to avoid a problem.
    case warning
    /// The risks or bad outcomes of an action.
    case caution
}

/// GitHub's alert syntax: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`
/// or `[!CAUTION]` (in any case, alone on the line) becomes a ``MarkdownNode/Kind/callout(_:)`` holding the
/// quote's other blocks. A marker of another name leaves the quote as it is and is reported, so the author
/// learns of the typo instead of finding `[!NOTA]` on the page.
public enum Callouts {
    /// A marker of an unknown kind: its name as written and where the quote starts.
    public struct Unknown: Sendable, Hashable {
        /// The name between `[!` and `]`.
        public var name: String
        /// Where the quote is.
        public var range: SourceRange?
    }

    /// `document` with every marked quote made a callout (at any depth: quotes inside are resolved first),
    /// and the markers of unknown kinds, in document order.
    public static func resolve(in document: MarkdownNode) -> (document: MarkdownNode, unknown: [Unknown]) {
        var unknown: [Unknown] = []
        let resolved = document.rewritten { node in
            guard case .blockQuote = node.kind, let (name, rest) = marker(of: node) else { return nil }
            guard let kind = CalloutKind(rawValue: name.lowercased()) else {
                unknown.append(Unknown(name: name, range: node.range))
                return nil
            }
            return MarkdownNode(.callout(kind), range: node.range, children: rest)
        }
        let ordered = unknown.sorted {
            ($0.range?.startLine ?? 0, $0.range?.startColumn ?? 0) < (
                $1.range?.startLine ?? 0, $1.range?.startColumn ?? 0
            )
        }
        return (resolved, ordered)
    }

    /// The kind `name` was most likely meant to be (same first letter, or a kind's name in Spanish or
    /// Japanese-English habits such as `NOTA`, `INFO`, `DANGER`), written as GitHub writes it; nil when none is
    /// close.
    public static func suggestion(for name: String) -> String? {
        let upper = name.uppercased()
        let known: [String: CalloutKind] = [
            "NOTA": .note, "INFO": .note, "HINT": .tip, "CONSEJO": .tip, "IMPORTANTE": .important,
            "ADVERTENCIA": .warning, "AVISO": .warning, "DANGER": .caution, "PRECAUCION": .caution,
            "ERROR": .caution,
        ]
        if let kind = known[upper] { return kind.rawValue.uppercased() }
        let sameStart = CalloutKind.allCases.filter { $0.rawValue.uppercased().hasPrefix(String(upper.prefix(2))) }
        return sameStart.count == 1 ? sameStart[0].rawValue.uppercased() : nil
    }

    /// The name of `quote`'s marker and its blocks without the marker line, when its first paragraph starts
    /// with `[!name]` alone on its line.
    static func marker(of quote: MarkdownNode) -> (name: String, rest: [MarkdownNode])? {
        guard let first = quote.children.first, case .paragraph = first.kind else { return nil }
        // cmark splits `[!NOTE]` into several text nodes (a bracket that opens no link stays a node of its own).
        var line = ""
        var consumed = 0
        for inline in first.children {
            guard case .text(let text) = inline.kind else { break }
            line += text
            consumed += 1
        }
        let afterLine = first.children.dropFirst(consumed)
        if let next = afterLine.first {
            guard next.kind == .softBreak || next.kind == .lineBreak else { return nil }
        }
        let trimmed = line.trimmingWhitespace
        guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]"), trimmed.count > 3 else { return nil }
        let name = String(trimmed.dropFirst(2).dropLast())
        guard name.unicodeScalars.allSatisfy(\.isASCIILetter) else {
            return nil
        }
        var paragraph = first
        paragraph.children = Array(afterLine.dropFirst())
        let rest = (paragraph.children.isEmpty ? [] : [paragraph]) + quote.children.dropFirst()
        return (name, rest)
    }
}
