import Mermaid
import Testing

@Suite struct HeaderTests {
    @Test func flowchartWithoutDirectionIsTopToBottom() {
        let chart = parsed("flowchart\nA")
        #expect(chart.direction == .topToBottom)
        #expect(chart.nodes.map(\.id) == ["A"])
    }

    @Test func graphIsASynonymOfFlowchart() {
        let chart = parsed("graph LR\nA --> B")
        #expect(chart.direction == .leftToRight)
        #expect(chart.edgePairs == ["A->B"])
    }

    @Test(arguments: [
        ("TB", Direction.topToBottom), ("TD", .topToBottom), ("BT", .bottomToTop),
        ("LR", .leftToRight), ("RL", .rightToLeft),
    ])
    func directionKeywords(keyword: String, direction: Direction) {
        #expect(parsed("flowchart \(keyword)\nA").direction == direction)
        #expect(parsed("graph \(keyword)\nA").direction == direction)
    }

    @Test(arguments: [("v", Direction.topToBottom), ("^", .bottomToTop), (">", .leftToRight), ("<", .rightToLeft)])
    func arrowDirectionsMermaidAlsoAccepts(keyword: String, direction: Direction) {
        #expect(parsed("graph \(keyword)\nA").direction == direction)
    }

    @Test func headerAloneIsAnEmptyFlowchart() {
        let chart = parsed("flowchart LR")
        #expect(chart.nodes.isEmpty)
        #expect(chart.edges.isEmpty)
        #expect(chart.warnings.isEmpty)
    }

    @Test func blankLinesAndCommentsMayPrecedeTheHeader() {
        let chart = parsed("\n\n   \n%% a comment\n  %% another\n\nflowchart RL\nA")
        #expect(chart.direction == .rightToLeft)
        #expect(chart.nodes.first?.line == 8)
    }

    @Test func headerMayBeFollowedBySemicolonAndStatements() {
        let chart = parsed("graph TD;A-->B;B-->C;")
        #expect(chart.edgePairs == ["A->B", "B->C"])
    }

    @Test func headerMayEndWithAComment() {
        let chart = parsed("flowchart LR %% left to right\nA")
        #expect(chart.direction == .leftToRight)
    }

    @Test func indentedHeader() {
        #expect(parsed("    flowchart BT\n    A").direction == .bottomToTop)
    }

    @Test func flowchartElkIsReadAsFlowchartWithAWarning() {
        let chart = parsed("flowchart-elk LR\nA --> B")
        #expect(chart.direction == .leftToRight)
        #expect(chart.edges.count == 1)
        #expect(chart.warnings.map(\.line) == [1])
    }

    @Test func frontMatterTitleIsRead() {
        let chart = parsed("---\ntitle: \"Mi diagrama\"\nconfig:\n  theme: dark\n---\nflowchart LR\nA")
        #expect(chart.title == "Mi diagrama")
        #expect(chart.direction == .leftToRight)
        #expect(chart.warnings.count == 1)
        #expect(chart.warnings.first?.line == 3)
        #expect(chart.warnings.first?.message.contains("config") == true)
    }

    /// The flowchart parser given a sequence diagram (which `Diagrams` sends to ``SequenceParser``) says so.
    @Test func aSequenceDiagramIsNamedAsOne() {
        let error = parseError("sequenceDiagram\n  Alice->>Bob: Hi")
        #expect(error.line == 1 && error.column == 1)
        #expect(
            error.message
                == "expected 'flowchart' or 'graph' at the start of a flowchart, found 'sequenceDiagram': a sequence diagram, which SequenceParser reads"
        )
    }

    @Test(arguments: [
        "classDiagram", "stateDiagram", "stateDiagram-v2", "erDiagram", "gantt", "pie",
        "journey", "gitGraph", "mindmap", "timeline", "quadrantChart", "sankey-beta", "xychart-beta",
        "block-beta", "C4Context", "requirementDiagram",
    ])
    func otherDiagramTypesAreRejectedAtTheKeyword(keyword: String) {
        let error = parseError("\(keyword)\n  Alice->>Bob: Hi")
        #expect(error.line == 1)
        #expect(error.column == 1)
        #expect(
            error.message
                == "'\(keyword)' diagrams are not supported; Puente renders flowcharts (flowchart/graph) and sequence diagrams (sequenceDiagram)"
        )
    }

    @Test func unsupportedKeywordAfterCommentsIsReportedWhereItIs() {
        let error = parseError("%% intro\n\n  pie title Pets")
        #expect(error.line == 3)
        #expect(error.column == 3)
        #expect(error.message.hasPrefix("'pie' diagrams are not supported"))
    }

    @Test func unknownFirstWord() {
        let error = parseError("flowchat LR\nA")
        #expect((error.line, error.column) == (1, 1))
        #expect(error.message == "expected 'flowchart' or 'graph' at the start of the diagram, found 'flowchat'")
    }

    @Test func keywordsAreCaseSensitive() {
        let error = parseError("Flowchart LR")
        #expect(error.message.contains("found 'Flowchart'"))
    }

    @Test func directionMustBeUppercase() {
        let error = parseError("flowchart lr")
        #expect((error.line, error.column) == (1, 11))
    }
}
