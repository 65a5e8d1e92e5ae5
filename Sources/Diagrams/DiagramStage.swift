import Config
import Content
import Diagnostics
import Markdown
import Mermaid

/// Renders every ```` ```mermaid ```` block of a site to inline SVG, replacing the block in the document.
public enum DiagramStage {
    /// The content with diagrams in place, and what happened.
    public struct Result: Sendable {
        /// The content, each mermaid block replaced by its figure.
        public var content: SiteContent
        /// Syntax errors and warnings, at the article's own lines.
        public var diagnostics: [Diagnostic]
        /// Diagrams rendered.
        public var rendered: Int
    }

    /// Whether a fence's info string names mermaid.
    static func isMermaid(_ info: String) -> Bool {
        info.split(separator: " ").first.map { $0.lowercased() } == "mermaid"
    }

    /// Renders the diagrams of `content`; `strings` gives each language's words for the text alternatives.
    /// With a `memo`, an article unchanged since the last build in this process keeps its rendered diagrams;
    /// with a `store`, a flowchart drawn by an earlier build (in any process) from the same text, id prefix,
    /// strings and Graphviz version is not laid out again. Parsing and its warnings are redone every time.
    public static func run(
        _ content: SiteContent, strings: [String: DiagramStrings], memo: Memo? = nil, store: Store? = nil
    ) -> Result {
        let articles = content.articles
        let limit = content.config.limits.diagramNodes
        let inputs = articles.map {
            MemoInput(article: $0, strings: strings[$0.language] ?? .english, nodeLimit: limit)
        }
        let draw: @Sendable (MemoInput) -> Outcome = { render($0, store: store) }
        let outcomes =
            memo?.values(inputs.map { ($0.article.path, $0) }) { draw(inputs[$0]) } ?? ParallelMap.map(inputs, draw)
        var result = Result(content: content, diagnostics: [], rendered: 0)
        for (index, outcome) in outcomes.enumerated() {
            result.content.articles[index].document = outcome.document
            result.diagnostics += outcome.diagnostics
            result.rendered += outcome.rendered
        }
        result.diagnostics.sort(by: Diagnostic.sourceOrder)
        return result
    }

    /// What rendering one article's diagrams depends on.
    public struct MemoInput: Equatable, Sendable {
        var article: Article
        var strings: DiagramStrings
        var nodeLimit: Int
    }

    /// One article's document with its diagrams drawn, and what happened.
    public struct Outcome: Sendable {
        var document: MarkdownNode
        var diagnostics: [Diagnostic]
        var rendered: Int
    }

    /// Rendered diagrams from earlier builds in this process, by article.
    public typealias Memo = Content.Memo<MemoInput, Outcome>

    /// One flowchart's figure HTML, as a ``Store`` keeps it.
    public struct Figure: MemoCodable {
        var html: String

        /// The HTML, length-prefixed.
        public func encode(into bytes: inout [UInt8]) { bytes.appendString(html) }

        /// Reads what ``encode(into:)`` wrote.
        public init?(decoding reader: inout MemoReader) {
            guard let html = reader.string() else { return nil }
            self.html = html
        }

        init(html: String) { self.html = html }
    }

    /// Drawn flowcharts kept between processes, by ``figureKey(source:prefix:strings:)``.
    public typealias Store = PersistentMemo<Figure>

    /// The key of a figure: everything ``FlowchartRenderer/render(_:prefix:strings:)`` reads (the chart, which
    /// is a function of its text; the id prefix; the strings) and the Graphviz version.
    static func figureKey(source: String, prefix: String, strings: DiagramStrings) -> StableHash.Key {
        var bytes: [UInt8] = []
        for field in [
            "flowchart 1", GraphvizConverter.version, prefix, strings.defaultTitle, strings.textAlternative,
            strings.summary, source,
        ] {
            bytes.appendString(field)
        }
        return StableHash.Key(bytes)
    }

    /// Renders the diagrams of one article.
    @Sendable static func render(_ input: MemoInput, store: Store? = nil) -> Outcome {
        let article = input.article
        var diagnostics: [Diagnostic] = []
        var count = 0
        let document = article.document.rewritten { node in
            guard case .codeBlock(let info, _) = node.kind, isMermaid(info), let range = node.range else { return nil }
            let lines = article.codeBlockLines(node)
            let fence = SourceLocation(path: article.path, line: range.startLine, column: range.startColumn)
            func location(_ line: Int, _ column: Int) -> SourceLocation {
                guard line >= 1, line <= lines.count else {
                    // Past the last line: the end of the block, on its closing fence.
                    return SourceLocation(
                        path: article.path, line: (lines.last?.line ?? range.startLine) + 1, column: 1)
                }
                return SourceLocation(
                    path: article.path, line: lines[line - 1].line, column: column + lines[line - 1].columnOffset)
            }
            let chart: Flowchart
            let source = lines.map(\.text).joined(separator: "\n")
            do throws(DiagramError) {
                chart = try FlowchartParser.parse(source)
            } catch {
                diagnostics.append(
                    DiagramIssue.syntax(location(error.line, error.column), message: error.message).diagnostic)
                return nil
            }
            guard chart.nodes.count <= input.nodeLimit else {
                let exceeded = BuildLimits.Exceeded(
                    key: "diagram_nodes", found: "this flowchart has \(chart.nodes.count) nodes",
                    limit: input.nodeLimit, alternative: "split it into several flowcharts")
                diagnostics.append(DiagramIssue.limitExceeded(fence, exceeded).diagnostic)
                return nil
            }
            for warning in chart.warnings {
                diagnostics.append(
                    DiagramIssue.ignored(location(warning.line, warning.column), message: warning.message).diagnostic)
            }
            let prefix = "pu-d\(count)"
            let key = store.map { _ in figureKey(source: source, prefix: prefix, strings: input.strings) }
            if let store, let key, let figure = store.stored(key) {
                count += 1
                return MarkdownNode(.generatedHTML(figure.html), range: node.range)
            }
            do throws(DiagramRenderError) {
                let rendered = try FlowchartRenderer.render(chart, prefix: prefix, strings: input.strings)
                count += 1
                if let store, let key { store.keep(Figure(html: rendered.html), for: key) }
                return MarkdownNode(.generatedHTML(rendered.html), range: node.range)
            } catch {
                diagnostics.append(DiagramIssue.layout(fence, message: error.message).diagnostic)
                return nil
            }
        }
        return Outcome(document: document, diagnostics: diagnostics, rendered: count)
    }
}
