import Config
import Content
import Diagnostics
import Incremental
import Markdown
import Mermaid
import TextMetrics

/// The diagram stage: every ```` ```mermaid ```` block of an article drawn as inline SVG. Each article is one
/// item: its output is a new document with the blocks replaced by figures (the article itself is unchanged).
public enum DiagramStage: ItemStage {
    /// What drawing one article's diagrams reads.
    public struct Input: Equatable, Sendable, StableHashable {
        /// The article.
        public var article: Article
        /// Its language's words for titles and text alternatives.
        public var strings: DiagramStrings
        /// The most nodes one flowchart may have.
        public var nodeLimit: Int
        /// The most edges one flowchart may have.
        public var edgeLimit: Int
        /// The families diagram text is drawn and measured with (the theme's `--pu-font-diagram`).
        public var fontFamilies: [String]

        /// The input for `article`.
        public init(
            article: Article, strings: DiagramStrings, nodeLimit: Int, edgeLimit: Int = BuildLimits().diagramEdges,
            fontFamilies: [String] = DiagramStage.builtInFontFamilies
        ) {
            self.article = article
            self.strings = strings
            self.nodeLimit = nodeLimit
            self.edgeLimit = edgeLimit
            self.fontFamilies = fontFamilies
        }

        /// Every stored field, in order.
        public func hash(into hasher: inout StableHasher) {
            hasher.combine(article)
            hasher.combine(strings)
            hasher.combine(nodeLimit)
            hasher.combine(edgeLimit)
            hasher.combine(fontFamilies)
        }
    }

    /// One article's document with its diagrams drawn, and what happened.
    public struct Outcome: Sendable {
        /// The document, each mermaid block that drew replaced by its figure.
        public var document: MarkdownNode
        /// Syntax errors and warnings, at the article's own lines.
        public var diagnostics: [Diagnostic]
        /// Diagrams drawn.
        public var rendered: Int
        /// The store's keys of the figures drawn (empty without a store), so a build that keeps the article's
        /// page keeps them in the store too.
        public var figures: [StableHash.Key] = []
    }

    /// The stage's name.
    public static let name = "diagrams"

    /// Flowcharts drawn by earlier builds (in any process), by ``figureKey(source:prefix:strings:engine:)``:
    /// drawing is faster with them, never different.
    public typealias Context = Store?

    /// Whether a fence's info string names mermaid.
    static func isMermaid(_ info: String) -> Bool {
        info.split(separator: " ").first.map { $0.lowercased() } == "mermaid"
    }

    /// The font families of the built-in theme's `--pu-font-diagram`, for a theme that declares none.
    public static let builtInFontFamilies = TextMeasure.builtInFamilies

    /// The families of a CSS `font-family` value (the theme's `--pu-font-diagram`), or the built-in ones
    /// when there is none.
    public static func fontFamilies(css value: String?) -> [String] {
        let families = value.map(FontStack.families(css:)) ?? []
        return families.isEmpty ? builtInFontFamilies : families
    }

    /// Everything outside the diagram's text that its drawing depends on: the Graphviz version, the font
    /// families and the files this machine resolves them to. A page that shows diagrams is keyed by it too.
    public static func engineKey(fontFamilies: [String]) -> String {
        let measure = TextMeasure(families: fontFamilies)
        return "\(GraphvizConverter.version)\n\(measure.fonts?.identity ?? "estimate: \(fontFamilies)")"
    }

    /// What is wrong with `fontFamilies` on this machine, when no family has Latin letters or none has
    /// kana, so some labels are measured by estimate; nil when both are there.
    public static func fontProblem(fontFamilies: [String]) -> String? {
        let fonts = TextMeasure(families: fontFamilies).fonts
        let lacking = [("Latin", Unicode.Scalar("a")), ("Japanese", Unicode.Scalar("あ"))].filter {
            !(fonts?.covers($0.1) ?? false)
        }.map(\.0)
        guard !lacking.isEmpty else { return nil }
        return "no font of the diagram font list has \(lacking.joined(separator: " or ")) text on this machine, so "
            + "diagram labels are measured by estimate and may not fit their boxes"
    }

    /// Each of `articles`' outcome, in order: its document with diagrams drawn, and what happened.
    public static func draw(
        _ articles: [Article], config: SiteConfig, strings: [String: DiagramStrings],
        fontFamilies: [String] = builtInFontFamilies, runner: StageRunner = StageRunner(), store: Store? = nil
    ) -> [Outcome] {
        let limit = config.limits.diagramNodes
        return runner.run(
            DiagramStage.self,
            articles.map {
                (
                    $0.path,
                    Input(
                        article: $0, strings: strings[$0.language] ?? .english, nodeLimit: limit,
                        edgeLimit: config.limits.diagramEdges,
                        fontFamilies: fontFamilies)
                )
            }, context: store)
    }

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

    /// The key of a figure: everything its drawing reads (the chart, which is a function of its text; the id
    /// prefix; the strings) and ``engineKey(fontFamilies:)``.
    static func figureKey(source: String, prefix: String, strings: DiagramStrings, engine: String) -> StableHash.Key {
        var hasher = StableHasher(.figure)
        hasher.combine(engine)
        hasher.combine(prefix)
        hasher.combine(strings)
        hasher.combine(source)
        return hasher.finalize()
    }

    /// Draws the diagrams of one article.
    public static func run(_ input: Input, context store: Store?) -> Outcome {
        let article = input.article
        let measure = TextMeasure(families: input.fontFamilies)
        let engine = store == nil ? "" : engineKey(fontFamilies: input.fontFamilies)
        var diagnostics: [Diagnostic] = []
        var count = 0
        var figures: [StableHash.Key] = []
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
            let source = lines.map(\.text).joined(separator: "\n")
            let drawing: DiagramDrawing
            do throws(DiagramError) {
                drawing = try DiagramDrawing(source)
            } catch {
                diagnostics.append(
                    DiagramIssue.syntax(location(error.line, error.column), message: error.message).diagnostic)
                return nil
            }
            guard drawing.size <= input.nodeLimit else {
                diagnostics.append(DiagramIssue.limitExceeded(fence, drawing.exceeded(input.nodeLimit)).diagnostic)
                return nil
            }
            guard drawing.edgeCount <= input.edgeLimit else {
                diagnostics.append(DiagramIssue.limitExceeded(fence, drawing.edgesExceeded(input.edgeLimit)).diagnostic)
                return nil
            }
            for (warning, lowContrast) in drawing.issues {
                let at = location(warning.line, warning.column)
                diagnostics.append(
                    (lowContrast
                        ? DiagramIssue.lowContrast(at, message: warning.message)
                        : DiagramIssue.ignored(at, message: warning.message)).diagnostic)
            }
            let prefix = "pu-d\(count)"
            let key = store.map { _ in figureKey(source: source, prefix: prefix, strings: input.strings, engine: engine)
            }
            if let store, let key, let figure = store.stored(key) {
                count += 1
                figures.append(key)
                return MarkdownNode(.generatedHTML(figure.html), range: node.range)
            }
            do throws(DiagramRenderError) {
                let rendered = try drawing.render(prefix: prefix, strings: input.strings, measure: measure)
                count += 1
                if let store, let key {
                    store.keep(Figure(html: rendered.html), for: key)
                    figures.append(key)
                }
                return MarkdownNode(.generatedHTML(rendered.html), range: node.range)
            } catch {
                diagnostics.append(DiagramIssue.layout(fence, message: error.message).diagnostic)
                return nil
            }
        }
        return Outcome(document: document, diagnostics: diagnostics, rendered: count, figures: figures)
    }
}
