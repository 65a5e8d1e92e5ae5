import Mermaid
import Testing

@Suite struct CommentTests {
    @Test func fullLineComments() {
        let chart = parsed("graph TD;\n%% Comment\n A-->B;\n  %% indented comment\n")
        #expect(chart.edgePairs == ["A->B"])
        #expect(chart.warnings.isEmpty)
    }

    @Test func commentContainingFlowchartSyntaxIsIgnored() {
        let chart = parsed("graph TD;\n\n\n %% Test od>Odd shape]-->|Two line<br>edge comment|ro;\n A-->B;")
        #expect(chart.nodes.map(\.id) == ["A", "B"])
    }

    @Test func commentAtTheEndWithoutNewline() {
        #expect(parsed("graph TD;\n A-->B\n%% Comment").edgePairs == ["A->B"])
    }

    @Test func trailingCommentsAfterStatements() {
        let chart = parsed(
            """
            flowchart LR %% header
                A[Uno] --> B %% edge
                C:::x %% class
                style A fill:red %% style
                classDef x color:blue %% classDef
                subgraph S %% subgraph
                end %% end
            """)
        #expect(chart.edgePairs == ["A->B"])
        #expect(chart.requireNode("A").style.fill == "red")
        #expect(chart.classDefs["x"]?.color == "blue")
        #expect(chart.subgraphs.map(\.id) == ["S"])
    }

    @Test func commentMarkersInsideLabelsAreText() {
        let chart = parsed("flowchart\nA[\"50%% done\"] -->|%% not a comment| B(%%)")
        #expect(chart.requireNode("A").label.plainText == "50%% done")
        #expect(chart.edges.first?.label?.plainText == "%% not a comment")
        #expect(chart.requireNode("B").label.plainText == "%%")
    }

    @Test func directivesAreIgnoredWithAWarning() {
        let chart = parsed("%%{init: {\"flowchart\": {\"htmlLabels\": false}} }%%\nflowchart LR\n  A --> B")
        #expect(chart.edgePairs == ["A->B"])
        #expect(chart.warnings.count == 1)
        #expect(chart.warnings.first?.line == 1)
        #expect(chart.warnings.first?.column == 1)
        #expect(chart.warnings.first?.message.contains("init") == true)
    }

    @Test func multiLineDirectiveInsideTheBody() {
        let chart = parsed("flowchart LR\n  A --> B\n  %%{\n    init: { \"theme\": \"dark\" }\n  }%%\n  B --> C")
        #expect(chart.edgePairs == ["A->B", "B->C"])
        #expect(chart.warnings.map(\.line) == [3])
    }

    @Test func commentsInsideSubgraphs() {
        let chart = parsed("flowchart\nsubgraph S\n  %% inside\n  A\n  %% end\nend")
        #expect(chart.requireSubgraph("S").nodeIDs == ["A"])
    }
}
