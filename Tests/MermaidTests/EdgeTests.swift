import Mermaid
import Testing

/// The expected shape of a link.
struct LinkCase: Sendable, CustomStringConvertible {
    var arrow: String
    var stroke: Stroke
    var start: Marker
    var end: Marker
    var length: Int
    var description: String { arrow }
}

@Suite struct EdgeTests {
    static let arrows: [LinkCase] = [
        LinkCase(arrow: "-->", stroke: .normal, start: .none, end: .arrow, length: 1),
        LinkCase(arrow: "---", stroke: .normal, start: .none, end: .none, length: 1),
        LinkCase(arrow: "-.->", stroke: .dotted, start: .none, end: .arrow, length: 1),
        LinkCase(arrow: "-.-", stroke: .dotted, start: .none, end: .none, length: 1),
        LinkCase(arrow: "==>", stroke: .thick, start: .none, end: .arrow, length: 1),
        LinkCase(arrow: "===", stroke: .thick, start: .none, end: .none, length: 1),
        LinkCase(arrow: "~~~", stroke: .invisible, start: .none, end: .none, length: 1),
        LinkCase(arrow: "--o", stroke: .normal, start: .none, end: .circle, length: 1),
        LinkCase(arrow: "--x", stroke: .normal, start: .none, end: .cross, length: 1),
        LinkCase(arrow: "<-->", stroke: .normal, start: .arrow, end: .arrow, length: 1),
        LinkCase(arrow: "o--o", stroke: .normal, start: .circle, end: .circle, length: 1),
        LinkCase(arrow: "x--x", stroke: .normal, start: .cross, end: .cross, length: 1),
        LinkCase(arrow: "-.-o", stroke: .dotted, start: .none, end: .circle, length: 1),
        LinkCase(arrow: "-.-x", stroke: .dotted, start: .none, end: .cross, length: 1),
        LinkCase(arrow: "<-.->", stroke: .dotted, start: .arrow, end: .arrow, length: 1),
        LinkCase(arrow: "o-.-o", stroke: .dotted, start: .circle, end: .circle, length: 1),
        LinkCase(arrow: "x-.-x", stroke: .dotted, start: .cross, end: .cross, length: 1),
        LinkCase(arrow: "==o", stroke: .thick, start: .none, end: .circle, length: 1),
        LinkCase(arrow: "==x", stroke: .thick, start: .none, end: .cross, length: 1),
        LinkCase(arrow: "<==>", stroke: .thick, start: .arrow, end: .arrow, length: 1),
        LinkCase(arrow: "o==o", stroke: .thick, start: .circle, end: .circle, length: 1),
        LinkCase(arrow: "x==x", stroke: .thick, start: .cross, end: .cross, length: 1),
    ]

    static let lengths: [LinkCase] = [
        LinkCase(arrow: "--->", stroke: .normal, start: .none, end: .arrow, length: 2),
        LinkCase(arrow: "---->", stroke: .normal, start: .none, end: .arrow, length: 3),
        LinkCase(arrow: "----", stroke: .normal, start: .none, end: .none, length: 2),
        LinkCase(arrow: "-----", stroke: .normal, start: .none, end: .none, length: 3),
        LinkCase(arrow: "===>", stroke: .thick, start: .none, end: .arrow, length: 2),
        LinkCase(arrow: "====>", stroke: .thick, start: .none, end: .arrow, length: 3),
        LinkCase(arrow: "====", stroke: .thick, start: .none, end: .none, length: 2),
        LinkCase(arrow: "-..->", stroke: .dotted, start: .none, end: .arrow, length: 2),
        LinkCase(arrow: "-...->", stroke: .dotted, start: .none, end: .arrow, length: 3),
        LinkCase(arrow: "-..-", stroke: .dotted, start: .none, end: .none, length: 2),
        LinkCase(arrow: "~~~~", stroke: .invisible, start: .none, end: .none, length: 2),
        LinkCase(arrow: "<--->", stroke: .normal, start: .arrow, end: .arrow, length: 2),
        LinkCase(arrow: "---o", stroke: .normal, start: .none, end: .circle, length: 2),
    ]

    private func edge(_ source: String) -> Edge? {
        parsed("flowchart LR\n" + source).edges.first
    }

    @Test(arguments: arrows + lengths)
    func arrowTypes(link: LinkCase) throws {
        // Written without spaces, a leading `x`/`o` would join the id (`Ax--xB`), as in mermaid.
        let glued = link.arrow.hasPrefix("x") || link.arrow.hasPrefix("o") ? [] : ["A\(link.arrow)B"]
        for source in ["A \(link.arrow) B"] + glued {
            let chart = parsed("flowchart LR\n" + source)
            #expect(chart.edgePairs == ["A->B"], "\(source)")
            let edge = try #require(chart.edges.first)
            #expect(edge.stroke == link.stroke, "\(source)")
            #expect(edge.startMarker == link.start, "\(source)")
            #expect(edge.endMarker == link.end, "\(source)")
            #expect(edge.length == link.length, "\(source)")
            #expect(edge.label == nil)
            #expect(chart.warnings.isEmpty)
        }
    }

    @Test func lengthIsCappedAtTen() {
        #expect(edge("A ------------------> B")?.length == 10)
    }

    @Test func markerLettersRightAfterDashesBelongToTheLink() {
        // As mermaid's documentation warns: "A---oB" is a circle edge to B.
        #expect(parsed("flowchart\nA---oB").edgePairs == ["A->B"])
        #expect(edge("A---oB")?.endMarker == .circle)
        #expect(edge("A--xB")?.endMarker == .cross)
        let spaced = parsed("flowchart\ndev--- ops")
        #expect(spaced.edgePairs == ["dev->ops"])
        #expect(spaced.edges.first?.endMarker == Marker.none)
    }

    @Test func mismatchedStartMarkerIsIgnoredWithAWarningAsInMermaid() {
        let chart = parsed("flowchart\nA x--> B")
        let edge = chart.edges.first
        #expect(edge?.startMarker == Marker.none)
        #expect(edge?.endMarker == .arrow)
        #expect(chart.warnings.count == 1)
        #expect(chart.warnings.first?.line == 2)
        #expect(chart.warnings.first?.column == 3)
    }

    @Test func pipeLabel() {
        let edge = edge("A -->|texto| B")
        #expect(edge?.label?.plainText == "texto")
        #expect(edge?.endMarker == .arrow)
    }

    @Test func pipeLabelWithoutSpacesAndOnOpenLinks() {
        #expect(edge("A-->|sí|B")?.label?.plainText == "sí")
        #expect(edge("A---|This is the text|B")?.label?.plainText == "This is the text")
        #expect(edge("A--> |spaced| B")?.label?.plainText == "spaced")
        #expect(edge("A -.->|d| B")?.stroke == .dotted)
        #expect(edge("A ==>|t| B")?.label?.plainText == "t")
    }

    @Test func pipeLabelQuotedAndMarkdown() {
        #expect(edge("A -->|\"con (paréntesis)\"| B")?.label?.plainText == "con (paréntesis)")
        #expect(edge("A -->|\"`**b**`\"| B")?.label?.lines == [[TextRun("b", bold: true)]])
    }

    @Test func textInTheMiddleOfNormalLinks() {
        let open = edge("A-- This is the text! ---B")
        #expect(open?.label?.plainText == "This is the text!")
        #expect(open?.endMarker == Marker.none)
        let arrow = edge("A-- text -->B")
        #expect(arrow?.label?.plainText == "text")
        #expect(arrow?.endMarker == .arrow)
        #expect(arrow?.length == 1)
        #expect(edge("A -- text ----> B")?.length == 3)
        #expect(edge("A -- text --x B")?.endMarker == .cross)
    }

    @Test func textInTheMiddleOfDottedAndThickLinks() {
        let dotted = edge("A-. text .-> B")
        #expect(dotted?.stroke == .dotted)
        #expect(dotted?.label?.plainText == "text")
        #expect(dotted?.endMarker == .arrow)
        #expect(edge("A -. text ..-> B")?.length == 2)
        #expect(edge("A -. text .- B")?.endMarker == Marker.none)
        let thick = edge("A == text ==> B")
        #expect(thick?.stroke == .thick)
        #expect(thick?.label?.plainText == "text")
        #expect(edge("A == text === B")?.endMarker == Marker.none)
        #expect(edge("A == text ===> B")?.length == 2)
    }

    @Test func textLinksWithStartMarkers() {
        let both = edge("A <-- text --> B")
        #expect(both?.startMarker == .arrow)
        #expect(both?.endMarker == .arrow)
        #expect(edge("A x-- text --x B")?.startMarker == .cross)
        #expect(edge("A o== text ==o B")?.startMarker == .circle)
        #expect(edge("A <-. text .-> B")?.startMarker == .arrow)
    }

    @Test func textLinkLabelsMayContainSingleDashesAndBrackets() {
        #expect(edge("A -- uno-dos (tres) --> B")?.label?.plainText == "uno-dos (tres)")
        #expect(edge("A == a=b ==> B")?.label?.plainText == "a=b")
        #expect(edge("A -. 3.5 .-> B")?.label?.plainText == "3.5")
    }

    @Test func textLinkQuotedAndMarkdown() {
        #expect(edge("A -- \"edge label\" --> B")?.label?.plainText == "edge label")
        #expect(
            edge("A -- \"`Bold **edge label**`\" --> B")?.label?.lines == [
                [
                    TextRun("Bold "), TextRun("edge label", bold: true),
                ]
            ])
    }

    @Test func chains() {
        let chart = parsed("flowchart LR\n   A -- text --> B -- text2 --> C --> D")
        #expect(chart.edgePairs == ["A->B", "B->C", "C->D"])
        #expect(chart.edges.map { $0.label?.plainText } == ["text", "text2", nil])
    }

    @Test func ampersandGroupsMakeACartesianProductInOrder() {
        let chart = parsed("flowchart TB\n    A & B--> C & D")
        #expect(chart.edgePairs == ["A->C", "A->D", "B->C", "B->D"])
        let mixed = parsed("flowchart TD\n   a --> b & c--> d")
        #expect(mixed.edgePairs == ["a->b", "a->c", "b->d", "c->d"])
        let three = parsed("flowchart\nA --> B & B2 & C --> D2")
        #expect(three.edgePairs == ["A->B", "A->B2", "A->C", "B->D2", "B2->D2", "C->D2"])
    }

    @Test func groupsWithShapesClassesAndLabels() {
        let chart = parsed("flowchart\nA[ h ] -- hello --> B[\" test \"]:::exClass & C --> D;")
        #expect(chart.edgePairs == ["A->B", "A->C", "B->D", "C->D"])
        #expect(chart.edges.map { $0.label?.plainText } == ["hello", "hello", nil, nil])
        #expect(chart.requireNode("B").classes == ["exClass"])
        #expect(chart.requireNode("B").label.plainText == "test")
    }

    @Test func edgesMayConnectSubgraphs() {
        let chart = parsed(
            """
            flowchart TB
                c1-->a2
                subgraph one
                a1-->a2
                end
                subgraph two
                b1-->b2
                end
                one --> two
                two --> c2
            """)
        #expect(chart.edgePairs == ["c1->a2", "a1->a2", "b1->b2", "one->two", "two->c2"])
        #expect(!chart.nodes.map(\.id).contains("one"))
        #expect(!chart.nodes.map(\.id).contains("two"))
        #expect(chart.nodes.map(\.id) == ["c1", "a2", "a1", "b1", "b2", "c2"])
    }

    @Test func edgePositionIsTheLinkToken() {
        let chart = parsed("flowchart\n  A --> B\n  C-.->D")
        #expect(chart.edges.map { "\($0.line):\($0.column)" } == ["2:5", "3:4"])
    }

    @Test func edgeOrderIsSourceOrder() {
        let chart = parsed("flowchart\nA --> B\nsubgraph s\nC --> D\nend\nE --> F")
        #expect(chart.edgePairs == ["A->B", "C->D", "E->F"])
    }

    @Test func selfLoopsAndDuplicatesAreKept() {
        #expect(parsed("flowchart\nA --> A\nA --> A").edgePairs == ["A->A", "A->A"])
    }

    @Test func longChainIsParsed() {
        let ids = (0..<200).map { "n\($0)" }
        let chart = parsed("flowchart LR\n" + ids.joined(separator: " --> "))
        #expect(chart.nodes.count == 200)
        #expect(chart.edges.count == 199)
        #expect(chart.edges.last?.to == "n199")
    }
}
