import Mermaid
import Testing

@Suite struct StyleTests {
    @Test func styleStatement() {
        let chart = parsed(
            """
            flowchart LR
                id1(Start)-->id2(Stop)
                style id1 fill:#f9f,stroke:#333,stroke-width:4px
                style id2 fill:#bbf,stroke:#f66,stroke-width:2px,color:#fff,stroke-dasharray: 5 5
            """)
        let first = chart.requireNode("id1").style
        #expect(
            first.properties == [
                StyleProperty(name: "fill", value: "#f9f"), StyleProperty(name: "stroke", value: "#333"),
                StyleProperty(name: "stroke-width", value: "4px"),
            ])
        let second = chart.requireNode("id2").style
        #expect(second.fill == "#bbf")
        #expect(second.stroke == "#f66")
        #expect(second.strokeWidth == "2px")
        #expect(second.color == "#fff")
        #expect(second.strokeDasharray == "5 5")
        #expect(second.description == "fill:#bbf,stroke:#f66,stroke-width:2px,color:#fff,stroke-dasharray:5 5")
    }

    @Test func styleLinesMergeInOrderAndLaterValuesWin() {
        let style = parsed("flowchart\nA\nstyle A fill:red\nstyle A stroke:blue,fill:green").requireNode("A").style
        #expect(style.properties.map(\.description) == ["fill:red", "stroke:blue", "fill:green"])
        #expect(style.fill == "green")
    }

    @Test func styleValuesMayContainParenthesesAndQuotes() {
        let style = parsed("flowchart\nA\nstyle A fill:rgb(10, 20, 30),font-family:\"Fira Sans, serif\"")
            .requireNode("A").style
        #expect(style.fill == "rgb(10, 20, 30)")
        #expect(style["font-family"] == "\"Fira Sans, serif\"")
    }

    @Test func styleEndsAtSemicolonOrComment() {
        let chart = parsed("flowchart\nA\nstyle A fill:#f9f; B\nstyle A color:red %% why")
        #expect(chart.requireNode("A").style.description == "fill:#f9f,color:red")
        #expect(chart.nodes.map(\.id) == ["A", "B"])
    }

    @Test func styleOnAnUnknownIDCreatesTheNodeAsInMermaid() {
        let chart = parsed("flowchart\nA\nstyle Z fill:red")
        #expect(chart.nodes.map(\.id) == ["A", "Z"])
        #expect(chart.requireNode("Z").style.fill == "red")
    }

    @Test func styleOnASubgraph() {
        let chart = parsed("flowchart\nstyle S fill:#eee\nsubgraph S\n  A\nend")
        #expect(chart.requireSubgraph("S").style.fill == "#eee")
        #expect(chart.nodes.map(\.id) == ["A"])
    }

    @Test func classDefs() {
        let chart = parsed(
            """
            flowchart
            classDef className fill:#f9f,stroke:#333,stroke-width:4px;
            classDef firstClassName,secondClassName font-size:12pt;
            classDef default fill:#fff
            classDef className color:red
            """)
        #expect(chart.classDefs["className"]?.description == "fill:#f9f,stroke:#333,stroke-width:4px,color:red")
        #expect(chart.classDefs["firstClassName"]?["font-size"] == "12pt")
        #expect(chart.classDefs["secondClassName"]?["font-size"] == "12pt")
        #expect(chart.classDefs["default"]?.fill == "#fff")
        #expect(chart.classDefs.count == 4)
    }

    @Test func classDefValuesMayContainSpaces() {
        let chart = parsed("flowchart\nclassDef exClass background:#bbb,border:1px solid red;")
        #expect(chart.classDefs["exClass"]?.properties.map(\.value) == ["#bbb", "1px solid red"])
    }

    @Test func classStatement() {
        let chart = parsed("flowchart\nA --> B --> C\nclass A,B warn\nclass C ok;")
        #expect(chart.requireNode("A").classes == ["warn"])
        #expect(chart.requireNode("B").classes == ["warn"])
        #expect(chart.requireNode("C").classes == ["ok"])
    }

    @Test func classStatementToleratesSpacesAfterCommas() {
        let chart = parsed("flowchart\nA\nB\nclass A, B warn,big")
        #expect(chart.requireNode("B").classes == ["warn", "big"])
    }

    @Test func classStatementMayComeBeforeTheNode() {
        let chart = parsed("flowchart\nclass A warn\nA --> B")
        #expect(chart.requireNode("A").classes == ["warn"])
        #expect(chart.warnings.isEmpty)
    }

    @Test func classOnAnUnknownIDIsIgnoredWithAWarning() {
        let chart = parsed("flowchart\nA\nclass Ghost warn")
        #expect(chart.nodes.map(\.id) == ["A"])
        #expect(chart.warnings.count == 1)
        #expect(chart.warnings.first?.line == 3)
        #expect(chart.warnings.first?.column == 7)
    }

    @Test func classOnASubgraph() {
        let chart = parsed("flowchart\nsubgraph S\n  A\nend\nclass S box")
        #expect(chart.requireSubgraph("S").classes == ["box"])
    }

    @Test func tripleColonClasses() {
        let chart = parsed(
            """
            flowchart LR
                A:::foo & B:::bar --> C:::foobar
                D[Texto]:::foo --> A:::warn
                classDef foo stroke:#f00
            """)
        #expect(chart.edgePairs == ["A->C", "B->C", "D->A"])
        #expect(chart.requireNode("A").classes == ["foo", "warn"])
        #expect(chart.requireNode("B").classes == ["bar"])
        #expect(chart.requireNode("C").classes == ["foobar"])
        #expect(chart.requireNode("D").classes == ["foo"])
        #expect(chart.requireNode("D").label.plainText == "Texto")
    }

    @Test func classesAreNotDuplicated() {
        #expect(parsed("flowchart\nA:::x --> A:::x\nclass A x").requireNode("A").classes == ["x"])
    }

    @Test func linkStyleIndexList() {
        let chart = parsed("flowchart\nA --> B --> C --> D\nlinkStyle 0,2 stroke:#ff3,stroke-width:4px,color:red;")
        #expect(chart.edges[0].style.stroke == "#ff3")
        #expect(chart.edges[1].style.isEmpty)
        #expect(chart.edges[2].style.strokeWidth == "4px")
        #expect(chart.edges[2].style.color == "red")
    }

    @Test func linkStyleIndexListWithSpaces() {
        let chart = parsed("flowchart\nA --> B --> C\nlinkStyle 0, 1 stroke:blue")
        #expect(chart.edges.allSatisfy { $0.style.stroke == "blue" })
    }

    @Test func linkStyleDefaultComesFirstAndAppliesToAllLinks() {
        let chart = parsed(
            "flowchart\nA --> B\nlinkStyle default stroke:gray,stroke-width:1px\nB --> C\nlinkStyle 1 stroke:red")
        #expect(chart.edges[0].style.description == "stroke:gray,stroke-width:1px")
        #expect(chart.edges[1].style.description == "stroke:gray,stroke-width:1px,stroke:red")
        #expect(chart.edges[1].style.stroke == "red")
    }

    @Test func laterLinkStyleReplacesEarlierOneAsInMermaid() {
        let chart = parsed("flowchart\nA --> B\nlinkStyle 0 stroke:red\nlinkStyle 0 color:blue")
        #expect(chart.edges[0].style.description == "color:blue")
    }

    @Test func linkStyleInterpolateIsIgnoredWithAWarning() {
        let chart = parsed(
            "flowchart\nA --> B\nlinkStyle 0 interpolate basis stroke:red\nlinkStyle default interpolate cardinal")
        #expect(chart.edges[0].style.stroke == "red")
        #expect(chart.warnings.count == 2)
    }

    @Test func styleIsSendableHashableValue() {
        let a = Style(properties: [StyleProperty(name: "Fill", value: "red")])
        #expect(a.fill == "red")
        #expect(Set([a, a]).count == 1)
    }
}
