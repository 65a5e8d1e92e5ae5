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
    /// With a `memo`, an article unchanged since the last build in this process keeps its rendered diagrams.
    public static func run(_ content: SiteContent, strings: [String: DiagramStrings], memo: Memo? = nil) -> Result {
        let articles = content.articles
        let limit = content.config.limits.diagramNodes
        let inputs = articles.map {
            MemoInput(article: $0, strings: strings[$0.language] ?? .english, nodeLimit: limit)
        }
        let outcomes =
            memo?.values(inputs.map { ($0.article.path, $0) }) { render(inputs[$0]) } ?? ParallelMap.map(inputs, render)
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

    /// Renders the diagrams of one article.
    @Sendable static func render(_ input: MemoInput) -> Outcome {
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
            do throws(DiagramError) {
                chart = try FlowchartParser.parse(lines.map(\.text).joined(separator: "\n"))
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
            do throws(DiagramRenderError) {
                let rendered = try FlowchartRenderer.render(chart, prefix: "pu-d\(count)", strings: input.strings)
                count += 1
                return MarkdownNode(.generatedHTML(rendered.html), range: node.range)
            } catch {
                diagnostics.append(DiagramIssue.layout(fence, message: error.message).diagnostic)
                return nil
            }
        }
        return Outcome(document: document, diagnostics: diagnostics, rendered: count)
    }
}
