import CodeBlocks
import Content
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
        /// Its language's strings.
        var strings: ThemeStrings?
        /// What availability notes are made from, for the whole site.
        var code: Keyed<CodeFacts>
        /// Whether Swift code is highlighted.
        var highlights: Bool
        /// Whether raw HTML passes through (`unsafe_html`).
        var unsafeHTML: Bool
        /// Highlighted blocks from earlier builds.
        var highlightCache: ResultCache<HighlightCache>
    }

    /// The site-wide facts code blocks are annotated from.
    struct CodeFacts: Sendable {
        /// The stubs' availability of each API name.
        var availability: [String: APIAvailability]
        /// The oldest iOS any article supports.
        var baseline: (major: Int, minor: Int)

        /// The facts keyed by their content.
        func keyed() -> Keyed<CodeFacts> {
            var bytes: [UInt8] = []
            bytes.appendWord(UInt64(baseline.major))
            bytes.appendWord(UInt64(baseline.minor))
            for name in availability.keys.sorted() {
                let entry = availability[name]!
                bytes.appendString(name)
                for field in [entry.introduced, entry.deprecated, entry.message] {
                    if let field {
                        bytes.append(1)
                        bytes.appendString(field)
                    } else {
                        bytes.append(0)
                    }
                }
            }
            return Keyed(self, key: StableHash.Key(bytes))
        }
    }

    static let name = "bodies"

    /// Renders one body.
    static func run(_ input: Input) -> String {
        let options = HTMLRenderer.Options(
            unsafeHTML: input.unsafeHTML, anchorLinkLabel: input.strings?["heading_anchor"])
        var renderer = CodeBlockRenderer(
            strings: CodePresentation.strings(input.strings), availability: input.code.value.availability,
            baseline: input.code.value.baseline)
        renderer.highlights = input.highlights
        renderer.cache = input.highlightCache.cache
        let document = CodePresentation.present(input.document, outcomes: input.outcomes, renderer: renderer)
        return HTMLRenderer(options: options).render(document)
    }
}
