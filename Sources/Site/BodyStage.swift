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
    struct Input: Equatable, Sendable, StableHashable {
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
        /// What sets the article's footnote ids apart from another article's on one page: its language and slug.
        var footnoteScope: String

        /// Every stored field, in order.
        func hash(into hasher: inout StableHasher) {
            hasher.combine(document)
            hasher.combine(outcomes)
            hasher.combine(uses)
            hasher.combine(strings)
            hasher.combine(symbols)
            hasher.combine(highlights)
            hasher.combine(unsafeHTML)
            hasher.combine(footnoteScope)
        }
    }

    /// What makes highlighting faster, never different.
    struct Context: Sendable {
        /// Highlighted blocks from earlier builds.
        var highlightCache: HighlightCache
        /// Blocks classified ahead in batches (a build from the command line).
        var prepared: SwiftHighlighter.Prepared?
    }

    /// The stubs' symbol table keyed by its content.
    static func keyed(_ symbols: [String: StubSymbol]) -> Keyed<[String: StubSymbol]> {
        Keyed(symbols, key: symbols.stableKey(.stubSymbols))
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

    static func run(_ input: Input, context: Context) -> Body {
        let titles = input.strings.map { strings in
            Dictionary(uniqueKeysWithValues: CalloutKind.allCases.map { ($0, strings["callout_\($0.rawValue)"]) })
        }
        var options = HTMLRenderer.Options(
            unsafeHTML: input.unsafeHTML, anchorLinkLabel: input.strings?["heading_anchor"],
            calloutTitles: titles ?? [:])
        options.alignmentClasses = true
        options.footnoteIDScope = input.footnoteScope
        options.footnoteBackLabel = input.strings?["footnote_back"]
        options.footnotesLabel = input.strings?["footnotes"]
        options.labelTaskCheckboxes = true
        options.tableScrollLabel = input.strings?["table_region"] ?? "Table"
        var renderer = CodeBlockRenderer(strings: CodePresentation.strings(input.strings), symbols: input.symbols.value)
        renderer.highlights = input.highlights
        let cache = context.highlightCache.recording()
        renderer.cache = cache
        renderer.prepared = context.prepared
        let document = CodePresentation.present(
            input.document, outcomes: input.outcomes, uses: input.uses, renderer: renderer)
        return Body(html: HTMLRenderer(options: options).render(document), highlights: cache.keysAsked)
    }
}
