import CodeBlocks
import Content
import Incremental
import Markdown
import Snippets
import Theme

/// The body stage: one article's document (diagrams drawn) to its body HTML, each code block a figure with
/// its snippet verdict's badge and its availability notes.
enum BodyStage: ItemStage {
    /// What rendering one body reads.
    struct Input: Equatable, Sendable {
        /// The article's document after the diagram stage.
        var document: MarkdownNode
        /// Its Swift blocks' verdicts, in block order.
        var outcomes: [SnippetOutcome]
        /// The declarations its checked Swift blocks use, in block order.
        var uses: [BlockUses]
        /// Its language's strings.
        var strings: ThemeStrings?
        /// The stub modules' declarations by USR, for the whole site.
        var symbols: Keyed<[String: StubSymbol]>
        /// Whether Swift code is highlighted.
        var highlights: Bool
        /// Whether raw HTML passes through (`unsafe_html`).
        var unsafeHTML: Bool
        /// Highlighted blocks from earlier builds.
        var highlightCache: ResultCache<HighlightCache>
        /// Blocks classified ahead in batches (a build from the command line).
        var prepared: ResultCache<SwiftHighlighter.Prepared?>
    }

    /// The stubs' symbol table keyed by its content.
    static func keyed(_ symbols: [String: StubSymbol]) -> Keyed<[String: StubSymbol]> {
        var bytes: [UInt8] = []
        for usr in symbols.keys.sorted() {
            let symbol = symbols[usr]!
            bytes.appendString(usr)
            for field in [symbol.module, symbol.declaration] + symbol.path { bytes.appendString(field) }
            bytes.appendWord(UInt64(symbol.path.count))
            let entry = symbol.availability
            for field in [symbol.summary, entry.introduced, entry.deprecated, entry.message] {
                if let field {
                    bytes.append(1)
                    bytes.appendString(field)
                } else {
                    bytes.append(0)
                }
            }
        }
        return Keyed(symbols, key: StableHash.Key(bytes))
    }

    static let name = "bodies"

    /// Renders one body.
    /// One article's body HTML, and the highlight cache keys its code was rendered from (kept with its page's
    /// record, so a build that keeps the page keeps them too).
    struct Body: Equatable, Sendable {
        /// The body HTML.
        var html: String
        /// ``HighlightCache`` keys asked for, in order.
        var highlights: [String]
    }

    static func run(_ input: Input) -> Body {
        let options = HTMLRenderer.Options(
            unsafeHTML: input.unsafeHTML, anchorLinkLabel: input.strings?["heading_anchor"])
        var renderer = CodeBlockRenderer(strings: CodePresentation.strings(input.strings), symbols: input.symbols.value)
        renderer.highlights = input.highlights
        let cache = input.highlightCache.cache.recording()
        renderer.cache = cache
        renderer.prepared = input.prepared.cache
        let document = CodePresentation.present(
            input.document, outcomes: input.outcomes, uses: input.uses, renderer: renderer)
        return Body(html: HTMLRenderer(options: options).render(document), highlights: cache.keysAsked)
    }
}
