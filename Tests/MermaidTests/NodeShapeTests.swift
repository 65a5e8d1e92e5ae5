import Testing

@testable import Mermaid

@Suite struct NodeShapeTests {
    @Test(arguments: [
        ("A[Texto]", Shape.rectangle),
        ("A(Texto)", .rounded),
        ("A([Texto])", .stadium),
        ("A[[Texto]]", .subroutine),
        ("A[(Texto)]", .cylinder),
        ("A((Texto))", .circle),
        ("A>Texto]", .asymmetric),
        ("A{Texto}", .rhombus),
        ("A{{Texto}}", .hexagon),
        ("A[/Texto/]", .parallelogram),
        ("A[\\Texto\\]", .parallelogramAlt),
        ("A[/Texto\\]", .trapezoid),
        ("A[\\Texto/]", .trapezoidAlt),
        ("A(((Texto)))", .doubleCircle),
    ])
    func everyShape(source: String, shape: Shape) {
        let chart = parsed("flowchart TD\n    \(source)")
        let node = chart.requireNode("A")
        #expect(node.shape == shape)
        #expect(node.label.plainText == "Texto")
        #expect(node.line == 2)
        #expect(node.column == 5)
    }

    @Test(arguments: [
        ("A[\"x (y)\"]", Shape.rectangle), ("A(\"x [y]\")", .rounded), ("A([\"x {y}\"])", .stadium),
        ("A[[\"x (y)\"]]", .subroutine), ("A[(\"x (y)\")]", .cylinder), ("A((\"x (y)\"))", .circle),
        ("A>\"x [y]\"]", .asymmetric), ("A{\"x {y}\"}", .rhombus), ("A{{\"x {y}\"}}", .hexagon),
        ("A[/\"x (y)\"/]", .parallelogram), ("A[\\\"x (y)\"\\]", .parallelogramAlt),
        ("A[/\"x (y)\"\\]", .trapezoid), ("A[\\\"x (y)\"/]", .trapezoidAlt), ("A(((\"x (y)\")))", .doubleCircle),
    ])
    func everyShapeWithAQuotedLabel(source: String, shape: Shape) {
        let node = parsed("flowchart TD\n\(source)").requireNode("A")
        #expect(node.shape == shape)
        #expect(node.label.plainText.hasPrefix("x "))
    }

    @Test func fourteenShapesHaveBracketSyntax() {
        let bracketed = Set(ShapeSyntax.all.flatMap { $0.closers.map(\.shape) })
        #expect(bracketed.count == 14)
        #expect(Shape.allCases.count == 48, "the other 34 come from node data, '@{ shape: … }'")
    }

    @Test func nodeWithoutShapeIsARectangleLabelledWithItsID() {
        let node = parsed("flowchart\nnodo_1").requireNode("nodo_1")
        #expect(node.shape == .rectangle)
        #expect(node.label.plainText == "nodo_1")
        #expect(node.label.lines == [[TextRun("nodo_1")]])
    }

    @Test func laterReferenceWithoutShapeKeepsTheDefinition() {
        let chart = parsed("flowchart\nA{¿Sí?} --> B\nB --> A")
        let node = chart.requireNode("A")
        #expect(node.shape == .rhombus)
        #expect(node.label.plainText == "¿Sí?")
        #expect(chart.nodes.map(\.id) == ["A", "B"])
    }

    @Test func laterShapedDefinitionWinsAsInMermaid() {
        let chart = parsed("flowchart\nA[Primero] --> B\nA((Segundo))")
        let node = chart.requireNode("A")
        #expect(node.shape == .circle)
        #expect(node.label.plainText == "Segundo")
        #expect((node.line, node.column) == (2, 1))
    }

    @Test func nodesAreInOrderOfFirstAppearance() {
        let chart = parsed("flowchart\nC --> A\nB --> A\nD")
        #expect(chart.nodes.map(\.id) == ["C", "A", "B", "D"])
    }

    @Test func labelIsTrimmed() {
        #expect(parsed("flowchart\nA[   espacio   ]").requireNode("A").label.plainText == "espacio")
    }

    @Test func emptyLabelIsAllowed() {
        #expect(parsed("flowchart\nA[]").requireNode("A").label.isEmpty)
        #expect(parsed("flowchart\nA[\"\"]").requireNode("A").label.lines == [])
    }

    @Test(arguments: ["node-1", "node_1", "a.b", "1id", "v", "default", "endpoint", "End", "END", "a:b", "id#1", "x/y"])
    func mermaidIDCharacters(id: String) {
        let chart = parsed("flowchart\n\(id) --> Z")
        #expect(chart.edgePairs == ["\(id)->Z"])
    }

    @Test func unicodeIDs() {
        let chart = parsed("flowchart\n背景 --> 前景\nÁrbol --> niño")
        #expect(chart.edgePairs == ["背景->前景", "Árbol->niño"])
    }

    @Test func dashesBeforeLinksEndTheID() {
        #expect(parsed("flowchart\nA-->B").edgePairs == ["A->B"])
        #expect(parsed("flowchart\na-b-->c-d").edgePairs == ["a-b->c-d"])
        #expect(parsed("flowchart\nA-.->B").edgePairs == ["A->B"])
        #expect(parsed("flowchart\nA==>B").edgePairs == ["A->B"])
    }

    @Test func ampersandWithoutSpacesIsPartOfTheIDAsInMermaid() {
        #expect(parsed("flowchart\nA&B --> C").edgePairs == ["A&B->C"])
    }

    @Test func trapezoidLabelsMayContainSlashes() {
        let node = parsed("flowchart\nA[/a/b\\c/]").requireNode("A")
        #expect(node.shape == .parallelogram)
        #expect(node.label.plainText == "a/b\\c")
    }

    @Test func shapeLabelsMayContainSemicolonsAndPercent() {
        let chart = parsed("flowchart\nA[uno; dos] --> B[50%% off]")
        #expect(chart.requireNode("A").label.plainText == "uno; dos")
        #expect(chart.requireNode("B").label.plainText == "50%% off")
    }
}
