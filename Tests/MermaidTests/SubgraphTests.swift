import Mermaid
import Testing

@Suite struct SubgraphTests {
    @Test func oneWordTitleIsAlsoTheID() {
        let chart = parsed("graph TB\nsubgraph One\n\ta1-->a2\nend")
        #expect(chart.subgraphs.count == 1)
        let subgraph = chart.requireSubgraph("One")
        #expect(subgraph.title.plainText == "One")
        #expect(subgraph.nodeIDs == ["a1", "a2"])
        #expect(subgraph.parent == nil)
        #expect((subgraph.line, subgraph.column) == (2, 1))
    }

    @Test(arguments: [
        "subgraph ide1 [one]", "subgraph ide1[one]", "subgraph ide1[\"one\"]", "subgraph ide1 [ \"one\" ]",
    ])
    func explicitIDAndTitle(header: String) {
        let chart = parsed("flowchart TB\n    c1-->a2\n    \(header)\n    a1-->a2\n    end")
        let subgraph = chart.requireSubgraph("ide1")
        #expect(subgraph.title.plainText == "one")
        #expect(subgraph.nodeIDs == ["a1", "a2"])
    }

    @Test func quotedTitleWithSpacesGetsAGeneratedID() {
        let chart = parsed("graph TB\nsubgraph \"Some Title\"\n\ta1-->a2\nend")
        #expect(chart.subgraphs.map(\.id) == ["subGraph0"])
        #expect(chart.subgraphs.first?.title.plainText == "Some Title")
    }

    @Test func unquotedTitleWithSpacesGetsAGeneratedID() {
        let chart = parsed("graph TD;A-->B;subgraph old style title;c-->d;end;")
        #expect(chart.subgraphs.map(\.id) == ["subGraph0"])
        #expect(chart.subgraphs.first?.title.plainText == "old style title")
        #expect(chart.subgraphs.first?.nodeIDs == ["c", "d"])
    }

    @Test func quotedOneWordTitleIsTheID() {
        let chart = parsed("graph TD;subgraph \"hello\";1;end;")
        #expect(chart.requireSubgraph("hello").nodeIDs == ["1"])
    }

    @Test func untitledSubgraph() {
        let chart = parsed("flowchart\nsubgraph\n  A\nend")
        #expect(chart.subgraphs.map(\.id) == ["subGraph0"])
        #expect(chart.subgraphs.first?.title.isEmpty == true)
    }

    @Test func titleWithIDAndMarkdown() {
        let chart = parsed("flowchart\nsubgraph s1[\"`**Dos** títulos`\"]\n  A\nend")
        #expect(chart.requireSubgraph("s1").title.lines == [[TextRun("Dos", bold: true), TextRun(" títulos")]])
    }

    @Test func titleMayUseEntitiesAndUnicode() {
        let chart = parsed("flowchart\nsubgraph grupo [Sección #amp; 日本]\n  A\nend")
        #expect(chart.requireSubgraph("grupo").title.plainText == "Sección & 日本")
    }

    @Test func dashesInTitle() {
        #expect(parsed("graph TD;subgraph a-b-c;c-->d;end;").subgraphs.first?.id == "a-b-c")
    }

    @Test func nestedSubgraphs() {
        let chart = parsed(
            """
            flowchart LR
              subgraph TOP
                direction TB
                subgraph B1
                    direction RL
                    i1 -->f1
                end
                subgraph B2
                    direction BT
                    i2 -->f2
                end
                top_node
              end
              A --> TOP --> B
              B1 --> B2
            """)
        #expect(chart.subgraphs.map(\.id) == ["TOP", "B1", "B2"])
        let top = chart.requireSubgraph("TOP")
        #expect(top.direction == .topToBottom)
        #expect(top.nodeIDs == ["top_node"])
        #expect(top.parent == nil)
        let b1 = chart.requireSubgraph("B1")
        #expect(b1.direction == .rightToLeft)
        #expect(b1.parent == "TOP")
        #expect(b1.nodeIDs == ["i1", "f1"])
        #expect(chart.requireSubgraph("B2").direction == .bottomToTop)
        #expect(chart.requireSubgraph("B2").parent == "TOP")
        #expect(chart.edgePairs == ["i1->f1", "i2->f2", "A->TOP", "TOP->B", "B1->B2"])
        #expect(chart.nodes.map(\.id) == ["i1", "f1", "i2", "f2", "top_node", "A", "B"])
    }

    @Test func generatedIDsCountSubgraphsInTheOrderTheyEnd() {
        let chart = parsed(
            "flowchart\nsubgraph \"Outer one\"\n  subgraph \"Inner one\"\n    a\n  end\nend\nsubgraph\n  b\nend")
        #expect(chart.subgraphs.map(\.id) == ["subGraph1", "subGraph0", "subGraph2"])
        #expect(chart.subgraphs[1].parent == "subGraph1")
    }

    @Test func aNodeBelongsToTheFirstSubgraphThatEndsAroundIt() {
        let chart = parsed(
            """
            flowchart
            subgraph outer
              subgraph inner
                a
              end
              a --> b
            end
            subgraph other
              b --> c
            end
            """)
        #expect(chart.requireSubgraph("inner").nodeIDs == ["a"])
        #expect(chart.requireSubgraph("outer").nodeIDs == ["b"])
        #expect(chart.requireSubgraph("other").nodeIDs == ["c"])
    }

    @Test func mentioningASubgraphInsideAnotherNestsItAsInMermaid() {
        let chart = parsed(
            """
            flowchart TB
                b-->B
                a-->c
                subgraph B
                  c
                end
                subgraph A
                    a
                    b
                    B
                end
            """)
        let a = chart.requireSubgraph("A")
        #expect(a.nodeIDs == ["a", "b"])
        #expect(chart.requireSubgraph("B").parent == "A")
        #expect(chart.requireSubgraph("B").nodeIDs == ["c"])
    }

    @Test func mentionBeforeDefinitionAlsoNests() {
        let chart = parsed("flowchart TB\n subgraph A\n b-->B\n a\n end\n a-->c\n subgraph B\n c\n end")
        #expect(chart.requireSubgraph("B").parent == "A")
        #expect(chart.requireSubgraph("A").nodeIDs == ["b", "a"])
    }

    @Test func subgraphsThatContainEachOtherAreSeparatedWithAWarning() {
        let chart = parsed("flowchart\nsubgraph A\n  B\nend\nsubgraph B\n  A\nend")
        #expect(chart.subgraphs.filter { $0.parent != nil }.count == 1)
        #expect(chart.warnings.count == 1)
    }

    @Test func reusedIDIsMergedIntoOneSubgraph() {
        let chart = parsed("flowchart LR\nsubgraph S\n  x\nend\nsubgraph S\n  y\nend")
        #expect(chart.subgraphs.count == 1)
        #expect(chart.requireSubgraph("S").nodeIDs == ["x", "y"])
    }

    @Test func subgraphThatMentionsItselfIsNotItsOwnParent() {
        let chart = parsed("flowchart\nsubgraph S\n  S --> x\nend")
        #expect(chart.requireSubgraph("S").parent == nil)
        #expect(chart.requireSubgraph("S").nodeIDs == ["x"])
        #expect(chart.edgePairs == ["S->x"])
    }

    @Test func styleAndClassStatementsDoNotMakeMembers() {
        let chart = parsed("flowchart\nA\nsubgraph S\n  B\n  style A fill:#fff\n  class A c\nend")
        #expect(chart.requireSubgraph("S").nodeIDs == ["B"])
    }

    @Test func directionOutsideSubgraphIsIgnoredWithAWarning() {
        let chart = parsed("flowchart TB\ndirection LR\nA")
        #expect(chart.direction == .topToBottom)
        #expect(chart.warnings.count == 1)
        #expect(chart.warnings.first?.line == 2)
    }

    @Test func lastDirectionInASubgraphWins() {
        let chart = parsed("flowchart\nsubgraph S\n  direction LR\n  direction RL\n  A\nend")
        #expect(chart.requireSubgraph("S").direction == .rightToLeft)
    }

    @Test func nodeCalledDirectionIsStillANode() {
        #expect(parsed("flowchart\ndirection --> B").edgePairs == ["direction->B"])
    }

    @Test func endMayFollowOnTheSameLineAfterASemicolon() {
        let chart = parsed("graph TD\nA-->B\nsubgraph myTitle\nc-- text -->d\nd-->e\n end;")
        #expect(chart.requireSubgraph("myTitle").nodeIDs == ["c", "d", "e"])
    }

    @Test func deepNestingDoesNotRecurse() {
        let depth = 300
        let source =
            "flowchart\n" + String(repeating: "subgraph\n", count: depth) + "x\n"
            + String(repeating: "end\n", count: depth)
        let chart = parsed(source)
        #expect(chart.subgraphs.count == depth)
        #expect(chart.subgraphs.last?.nodeIDs == ["x"])
        #expect(chart.subgraphs.filter { $0.parent == nil }.count == 1)
    }
}
