import Mermaid
import Testing

@Suite struct AccessibilityTests {
    @Test func accessibleTitleAndDescription() {
        let chart = parsed(
            "flowchart LR\n  accTitle: Flujo de navegación\n  accDescr: Cómo se decide la ruta; paso a paso\n  A --> B")
        #expect(chart.accessibleTitle == "Flujo de navegación")
        #expect(chart.accessibleDescription == "Cómo se decide la ruta; paso a paso")
        #expect(chart.edgePairs == ["A->B"])
    }

    @Test func multiLineAccessibleDescription() {
        let chart = parsed("flowchart LR\n  accDescr {\n    Primera línea\n    segunda línea\n  }\n  A")
        #expect(chart.accessibleDescription == "Primera línea\nsegunda línea")
        #expect(chart.nodes.map(\.id) == ["A"])
    }

    @Test func absentAccessibilityFieldsAreNil() {
        let chart = parsed("flowchart\nA")
        #expect(chart.accessibleTitle == nil)
        #expect(chart.accessibleDescription == nil)
        #expect(chart.title == nil)
    }

    @Test(arguments: [
        "click A callback",
        "click A call callback()",
        "click A call callback(\"arg\", 2)",
        "click A callback \"Tooltip for a callback\"",
        "click A \"https://www.github.com\"",
        "click A \"https://www.github.com\" \"This is a tooltip for a link\"",
        "click A href \"https://www.github.com\" \"tooltip\" _blank",
        "click A \"https://example.com/a;b\" _self",
    ])
    func clickStatementsAreIgnoredWithAWarning(statement: String) {
        let chart = parsed("flowchart LR\n  A-->B\n  \(statement)\n  B-->C")
        #expect(chart.edgePairs == ["A->B", "B->C"])
        #expect(chart.warnings.count == 1)
        #expect(chart.warnings.first?.message == "click handlers are not supported in static diagrams; ignored")
        #expect(chart.warnings.first?.line == 3)
        #expect(chart.warnings.first?.column == 3)
        #expect(chart.requireNode("A").classes.isEmpty)
    }

    @Test func nodeIDsStartingWithClickStillWork() {
        #expect(parsed("flowchart\nclick.node --> clicker").edgePairs == ["click.node->clicker"])
    }
}
