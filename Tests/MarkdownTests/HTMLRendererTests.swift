import Testing

@testable import Markdown

/// The Swift renderer must produce exactly cmark's HTML for standard nodes.
@Suite struct HTMLRendererTests {
    static let handWritten: [String] = [
        "",
        "Hola, mundo.\n",
        "# Título\n\n## Sección *énfasis* y `código`\n\nTexto **fuerte**.\n",
        "Setext\n======\n\nOtro\n----\n",
        "- uno\n- dos\n  - anidado\n- tres\n",
        "- suelto\n\n- lista\n\n  con párrafo\n",
        "1. a\n2. b\n\n7. siete\n8. ocho\n",
        "> cita\n> > anidada\n>\n> - lista en cita\n",
        "```swift\nlet x = \"<b>&</b>\"\n```\n",
        "```swift title=\"A.swift\" ios=16\ncode\n```\n",
        "```\nsin lenguaje\n```\n",
        "    indentado\n    código\n",
        "<div>raw</div>\n\ntexto <span>inline</span>\n",
        "[enlace](https://example.com/a b?q=1&r='2' \"título\")\n",
        "[rel](../ja/artículo.md#sección)\n",
        "![alt *con* `code`](imagen.png \"t\")\n",
        "[js](javascript:alert(1)) [data](data:text/html,x) [img](data:image/png;base64,AA)\n",
        "línea  \ncon salto\\\nduro\n",
        "***\n\n---\n\n___\n",
        "Entidades: &amp; &copy; &#35; &lt;b&gt; \"comillas\" 'simples'\n",
        "背景色を変更したい時は`scrollContentBackground`を使います。\n\n## iOS16以降！\n",
        "`Binding<Bool>` y <Bool> suelto\n",
        "* [ ] tarea\n* [x] hecha\n",
        "[ref]\n\n[ref]: /url \"title\"\n",
        "<https://auto.link/x> y <mail@example.com>\n",
        "~~~mermaid\nflowchart TD\n  A-->B\n~~~\n",
        "Tab\tseparado\n",
        "\\*no énfasis\\*\n",
        "antes\u{0}después\n\n## Sección tras el NUL\n\nTexto final.\n",
        "`código\u{0}` y *énfasis\u{0}*\n",
    ]

    /// A NUL byte must not end the document: cmark keeps every byte after it and puts U+FFFD in its place, and
    /// so must the converter (the oracle above compares with cmark called with the real length, not `strlen`).
    @Test func aNULByteKeepsEverythingAfterIt() {
        let markdown = "Uno\u{0}dos\n\n## Segunda\n\nTres.\n\n## Tercera\n\nCuatro.\n"
        let html = HTMLRenderer().render(CommonMarkConverter.parse(markdown))
        #expect(html.contains("<p>Uno\u{FFFD}dos</p>"))
        #expect(html.contains("<h2>Segunda</h2>"))
        #expect(html.contains("<h2>Tercera</h2>"))
        #expect(html.contains("<p>Cuatro.</p>"))
    }

    /// Every printable ASCII character in a link destination is kept, entity-escaped or percent-encoded exactly
    /// as cmark does (the fuzzer found `~`, which cmark keeps, percent-encoded here).
    @Test func everyASCIICharacterOfADestinationIsEscapedAsCmarkDoes() {
        for byte in UInt8(0x21)...UInt8(0x7E) {
            let character = String(UnicodeScalar(byte))
            // `<…>` destinations take any character but `<`, `>` and a line ending.
            guard character != "<" && character != ">" else { continue }
            let markdown = "[x](<a\(character == "\\" ? "\\\\" : character)b>)\n"
            let ours = HTMLRenderer().render(CommonMarkConverter.parse(markdown))
            #expect(ours == CommonMarkConverter.referenceHTML(markdown), "\(character)")
        }
    }

    /// A dangerous scheme is blanked however the bytes after it read: a combining mark after the colon once
    /// joined the colon into one Swift character and slipped past a `hasPrefix` check (found by the fuzzer).
    @Test(arguments: [
        "[x](vbscript:\u{6DB}alert)", "[x](JavaScript:\u{301}alert(1))", "[x](FILE:\u{300}///etc/passwd)",
        "![x](data:text/html\u{301},x)", "[x](javascript:alert(1))", "![x](data:image/png;base64,AAAA)",
    ])
    func dangerousSchemesAreBlankedAsCmarkDoes(_ markdown: String) {
        let ours = HTMLRenderer().render(CommonMarkConverter.parse(markdown + "\n"))
        #expect(ours == CommonMarkConverter.referenceHTML(markdown + "\n"))
    }

    @Test(arguments: handWritten)
    func matchesCmark(_ markdown: String) {
        let ours = HTMLRenderer().render(CommonMarkConverter.parse(markdown))
        #expect(ours == CommonMarkConverter.referenceHTML(markdown))
    }

    @Test(arguments: handWritten)
    func matchesCmarkUnsafe(_ markdown: String) {
        let ours = HTMLRenderer(options: .init(unsafeHTML: true)).render(CommonMarkConverter.parse(markdown))
        #expect(ours == CommonMarkConverter.referenceHTML(markdown, unsafe: true))
    }

    /// Thousands of generated documents mixing every construct, with a fixed seed so failures reproduce.
    @Test func matchesCmarkOnGeneratedDocuments() {
        var generator = MarkdownGenerator(seed: 0x5EED)
        var mismatches: [String] = []
        for _ in 0..<3000 {
            let markdown = generator.document()
            let ours = HTMLRenderer().render(CommonMarkConverter.parse(markdown))
            if ours != CommonMarkConverter.referenceHTML(markdown) {
                mismatches.append(markdown)
            }
        }
        #expect(mismatches.isEmpty, "first mismatch: \(mismatches.first ?? "")")
    }

    @Test func headingAnchorAddsIdAndLink() {
        let (doc, _) = HeadingAnchors.assign(in: CommonMarkConverter.parse("## Versión mínima\n"))
        let html = HTMLRenderer(options: .init(anchorLinkLabel: "Enlace a esta sección")).render(doc)
        #expect(
            html
                == "<h2 id=\"versión-mínima\">Versión mínima <a class=\"heading-anchor\" href=\"#versi%C3%B3n-m%C3%ADnima\" aria-label=\"Enlace a esta sección\">#</a></h2>\n"
        )
    }

    @Test func generatedHTMLIsVerbatim() {
        let node = MarkdownNode(.document, children: [MarkdownNode(.generatedHTML("<svg role=\"img\"></svg>\n"))])
        #expect(HTMLRenderer().render(node) == "<svg role=\"img\"></svg>\n")
    }
}

/// A deterministic generator of Markdown documents that mix block and inline constructs.
struct MarkdownGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        // xorshift64*: small, fast and reproducible.
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    private mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }

    mutating func inline() -> String {
        let words = [
            "hola", "versión", "mínima", "背景色", "分岐", "iOS", "17", "a&b", "<tag>", "\"q\"", "'s'", "x_y", "*", "_",
            "`", "[", "]", "(", ")", "\\", "!", "#", "&amp;", "&#x41;", "→", "😀", "https://e.com/ñ", "<https://e.com>",
            "<b>", "</b>", "<!-- c -->",
        ]
        var parts: [String] = []
        for _ in 0..<(1 + next() % 8) {
            switch next() % 10 {
            case 0: parts.append("*\(pick(words))*")
            case 1: parts.append("**\(pick(words)) \(pick(words))**")
            case 2: parts.append("`\(pick(words)) \(pick(words))`")
            case 3:
                parts.append(
                    "[\(pick(words))](\(pick(["a.md", "../b.md#x", "https://e.com/?a=1&b=2", "/p q", "#frag", "javascript:x", "ñ.md"])) \(pick(["", "\"t\"", "'t'"])))"
                )
            case 4: parts.append("![\(pick(words))](\(pick(["i.png", "data:image/png;x", "<a b.png>"])))")
            case 5: parts.append(pick(["  \n", "\\\n", "\n"]))
            default: parts.append(pick(words))
            }
        }
        return parts.joined(separator: pick([" ", " ", "", "\t"]))
    }

    mutating func block(depth: Int) -> String {
        switch next() % (depth > 2 ? 7 : 10) {
        case 0: return "\(String(repeating: "#", count: Int(1 + next() % 6))) \(inline())\n"
        case 1:
            return
                "```\(pick(["", "swift", "swift ios=16", "mermaid", "a&b"]))\n\(inline())\n\(pick(["", "  indented\n"]))```\n"
        case 2: return "    \(inline())\n"
        case 3: return pick(["---\n", "***\n", "<div>\n\(inline())\n</div>\n", "<!-- x -->\n"])
        case 4: return "\(inline())\n\(pick(["===", "---"]))\n"
        case 5, 6: return "\(inline())\n\(chance(30) ? inline() + "\n" : "")"
        case 7:
            let marker = pick(["- ", "* ", "1. ", "3) "])
            let loose = chance(40)
            var out = ""
            for _ in 0..<(1 + next() % 3) {
                let body = block(depth: depth + 1)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                    .map {
                        $0.offset == 0 ? marker + $0.element : String(repeating: " ", count: marker.count) + $0.element
                    }
                    .joined(separator: "\n")
                out += body + (loose ? "\n" : "")
            }
            return out
        case 8:
            return block(depth: depth + 1)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { "> " + $0 }
                .joined(separator: "\n") + "\n"
        default:
            return "[\(pick(["ref", "Ref", "r"]))]: /url\(pick(["", " \"t\""]))\n\n[\(pick(["ref", "REF"]))]\n"
        }
    }

    mutating func document() -> String {
        var out = ""
        for _ in 0..<(1 + next() % 6) {
            out += block(depth: 0) + pick(["\n", "", "\n\n"])
        }
        return out
    }
}
