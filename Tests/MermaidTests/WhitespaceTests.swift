import Mermaid
import Testing

@Suite struct WhitespaceTests {
    @Test func crlfLineEndings() {
        let chart = parsed("flowchart LR\r\n  A[Uno] --> B\r\n  B --> C\r\n")
        #expect(chart.edgePairs == ["A->B", "B->C"])
        #expect(chart.edges[1].line == 3)
        #expect(chart.edges[1].column == 5)
        #expect(chart.requireNode("A").label.plainText == "Uno")
    }

    @Test func crlfErrorPositions() {
        let error = parseError("flowchart LR\r\n  A -->\r\n")
        #expect((error.line, error.column) == (2, 8))
        #expect(error.message == "expected a node id after '-->', found end of line")
    }

    @Test func tabsTrailingSpacesAndIndentation() {
        let chart = parsed("flowchart TD   \n\tA\t-->\tB   \n\t\tsubgraph S\t\n\t\t\tC   \n\t\tend\t\n")
        #expect(chart.edgePairs == ["A->B"])
        #expect(chart.requireSubgraph("S").nodeIDs == ["C"])
        #expect(chart.requireNode("A").column == 2)
    }

    @Test func spacesAroundLinksAreOptional() {
        #expect(parsed("flowchart\nA-->B").edgePairs == parsed("flowchart\nA   -->   B").edgePairs)
    }

    @Test func semicolonsSeparateStatements() {
        let chart = parsed("flowchart\nA;B;;C-->D;  ;")
        #expect(chart.nodes.map(\.id) == ["A", "B", "C", "D"])
    }

    @Test func byteOrderMarkIsIgnored() {
        #expect(parsed("\u{FEFF}flowchart LR\nA").direction == .leftToRight)
    }

    @Test func columnsCountUnicodeScalars() {
        let error = parseError("flowchart\n日本語 --> [x]")
        #expect((error.line, error.column) == (2, 9))
    }
}
