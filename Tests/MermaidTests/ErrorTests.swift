import Mermaid
import Testing

/// A source that must fail, with the expected position and message.
struct ErrorCase: Sendable, CustomStringConvertible {
    var name: String
    var source: String
    var line: Int
    var column: Int
    var message: String
    var description: String { name }
}

@Suite struct ErrorTests {
    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "unclosed [", source: "flowchart\n  A[texto", line: 2, column: 10,
            message: "unclosed '[' in node 'A' (opened at column 4): expected ']', found end of diagram"),
        ErrorCase(
            name: "unclosed [ before next line", source: "flowchart\n  A[texto\n  B", line: 2, column: 10,
            message: "unclosed '[' in node 'A' (opened at column 4): expected ']', found end of line"),
        ErrorCase(
            name: "unclosed (", source: "flowchart\nA(texto", line: 2, column: 8,
            message: "unclosed '(' in node 'A' (opened at column 2): expected ')', found end of diagram"),
        ErrorCase(
            name: "unclosed {", source: "flowchart\nA{texto\nB", line: 2, column: 8,
            message: "unclosed '{' in node 'A' (opened at column 2): expected '}', found end of line"),
        ErrorCase(
            name: "unclosed >", source: "flowchart\nA>texto", line: 2, column: 8,
            message: "unclosed '>' in node 'A' (opened at column 2): expected ']', found end of diagram"),
        ErrorCase(
            name: "unclosed [/", source: "flowchart\nA[/texto", line: 2, column: 9,
            message: "unclosed '[/' in node 'A' (opened at column 2): expected '/]' or '\\]', found end of diagram"),
        ErrorCase(
            name: "half-closed ((", source: "flowchart\nA((texto)", line: 2, column: 9,
            message:
                "expected '))' to close '((' in node 'A' (opened at column 2), found ')'; put the label in quotes to use ( ) [ ] { } | \" in it"
        ),
        ErrorCase(
            name: "half-closed (((", source: "flowchart\nA(((texto))", line: 2, column: 10,
            message:
                "expected ')))' to close '(((' in node 'A' (opened at column 2), found ')'; put the label in quotes to use ( ) [ ] { } | \" in it"
        ),
        ErrorCase(
            name: "half-closed [[", source: "flowchart\nA[[texto]", line: 2, column: 9,
            message:
                "expected ']]' to close '[[' in node 'A' (opened at column 2), found ']'; put the label in quotes to use ( ) [ ] { } | \" in it"
        ),
        ErrorCase(
            name: "wrong close for ([", source: "flowchart\nA([texto)", line: 2, column: 9,
            message:
                "expected '])' to close '([' in node 'A' (opened at column 2), found ')'; put the label in quotes to use ( ) [ ] { } | \" in it"
        ),
        ErrorCase(
            name: "wrong close for [(", source: "flowchart\nA[(texto]", line: 2, column: 9,
            message:
                "expected ')]' to close '[(' in node 'A' (opened at column 2), found ']'; put the label in quotes to use ( ) [ ] { } | \" in it"
        ),
        ErrorCase(
            name: "half-closed {{", source: "flowchart\nA{{texto}", line: 2, column: 9,
            message:
                "expected '}}' to close '{{' in node 'A' (opened at column 2), found '}'; put the label in quotes to use ( ) [ ] { } | \" in it"
        ),
        ErrorCase(
            name: "parenthesis in unquoted label", source: "flowchart\nA[foo(bar)]", line: 2, column: 6,
            message:
                "expected ']' to close '[' in node 'A' (opened at column 2), found '('; put the label in quotes to use ( ) [ ] { } | \" in it"
        ),
        ErrorCase(
            name: "missing arrow target at end", source: "flowchart\nA -->", line: 2, column: 6,
            message: "expected a node id after '-->', found end of diagram"),
        ErrorCase(
            name: "missing arrow target before newline", source: "flowchart\nA -->\nB", line: 2, column: 6,
            message: "expected a node id after '-->', found end of line"),
        ErrorCase(
            name: "missing node after &", source: "flowchart\nA & --> B", line: 2, column: 5,
            message: "expected a node id after '&', found '-->'"),
        ErrorCase(
            name: "unknown arrow -=>", source: "flowchart\nA -=> B", line: 2, column: 3,
            message:
                "expected a link such as '-->', '---', '-.->', '==>' or '~~~' after 'A', found '-=>', which is not a mermaid arrow"
        ),
        ErrorCase(
            name: "unknown arrow ->", source: "flowchart\nA->B", line: 2, column: 2,
            message:
                "expected a link such as '-->', '---', '-.->', '==>' or '~~~' after 'A', found '->', which is not a mermaid arrow"
        ),
        ErrorCase(
            name: "bad direction", source: "flowchart XY\nA", line: 1, column: 11,
            message: "expected a direction (TB, TD, BT, RL or LR) after 'flowchart', found 'XY'"),
        ErrorCase(
            name: "text after direction", source: "graph LR A-->B", line: 1, column: 10,
            message: "expected end of line after 'graph LR', found 'A'"),
        ErrorCase(
            name: "unclosed quote", source: "flowchart\nA[\"texto] --> B", line: 2, column: 3,
            message: "unclosed '\"' in node 'A': expected a closing '\"', found end of diagram"),
        ErrorCase(
            name: "unclosed markdown string", source: "flowchart\nA[\"`**x**\"]", line: 2, column: 3,
            message: "unclosed markdown string in node 'A': expected '`\"' to close '\"`', found end of diagram"),
        ErrorCase(
            name: "text after quoted label", source: "flowchart\nA[\"x\" y]", line: 2, column: 7,
            message: "expected ']' after the quoted label of node 'A', found 'y'"),
        ErrorCase(
            name: "style without properties", source: "flowchart\nA\nstyle A\n", line: 3, column: 8,
            message: "expected style properties (such as fill:#f9f) after 'style A', found end of line"),
        ErrorCase(
            name: "style without id", source: "flowchart\nstyle", line: 2, column: 6,
            message: "expected a node or subgraph id after 'style', found end of diagram"),
        ErrorCase(
            name: "style property without colon", source: "flowchart\nA\nstyle A fill:red, bold", line: 3, column: 19,
            message: "expected 'property:value' in the style, found 'bold'"),
        ErrorCase(
            name: "style trailing comma", source: "flowchart\nA\nstyle A fill:red,", line: 3, column: 18,
            message: "expected a style property such as fill:#f9f, found end of diagram"),
        ErrorCase(
            name: "classDef without properties", source: "flowchart\nclassDef warn", line: 2, column: 14,
            message: "expected style properties (such as fill:#f9f) after 'classDef warn', found end of diagram"),
        ErrorCase(
            name: "linkStyle index out of range", source: "flowchart\nA --> B --> C --> D\nlinkStyle 5 stroke:red",
            line: 3, column: 11,
            message:
                "linkStyle index 5 is out of range: expected an index from 0 to 2 because 3 links are defined before this line, found 5"
        ),
        ErrorCase(
            name: "linkStyle second index out of range", source: "flowchart\nA --> B\nlinkStyle 0,1 stroke:red",
            line: 3, column: 13,
            message:
                "linkStyle index 1 is out of range: expected an index from 0 to 0 because 1 link is defined before this line, found 1"
        ),
        ErrorCase(
            name: "linkStyle before any link", source: "flowchart\nlinkStyle 0 stroke:red\nA --> B", line: 2,
            column: 11,
            message: "linkStyle index 0 is out of range: no links are defined before this line, found 0"),
        ErrorCase(
            name: "linkStyle without index", source: "flowchart\nA --> B\nlinkStyle stroke:red", line: 3, column: 11,
            message: "expected a link index or 'default' after 'linkStyle', found 'stroke:red'"),
        ErrorCase(
            name: "class without class name", source: "flowchart\nA\nclass A", line: 3, column: 8,
            message: "expected a class name after 'class A', found end of diagram"),
        ErrorCase(
            name: "class name missing after :::", source: "flowchart\nA::: --> B", line: 2, column: 5,
            message: "expected a class name after ':::', found a space"),
        ErrorCase(
            name: "unclosed subgraph", source: "flowchart\nsubgraph one\n  A\n", line: 2, column: 1,
            message: "unclosed subgraph 'one' (opened at line 2): expected 'end', found end of diagram"),
        ErrorCase(
            name: "unclosed outer subgraph", source: "flowchart\n  subgraph outer\n    subgraph inner\n    end\n  A",
            line: 2, column: 3,
            message: "unclosed subgraph 'outer' (opened at line 2): expected 'end', found end of diagram"),
        ErrorCase(
            name: "stray end", source: "flowchart\nA\nend", line: 3, column: 1,
            message: "expected a statement, found 'end' with no open subgraph to close"),
        ErrorCase(
            name: "text after end", source: "flowchart\nsubgraph S\nend A", line: 3, column: 5,
            message: "expected end of line after 'end', found 'A'"),
        ErrorCase(
            name: "unsupported diagram", source: "classDiagram\n  Animal <|-- Duck", line: 1, column: 1,
            message:
                "'classDiagram' diagrams are not supported; Puente renders flowcharts (flowchart/graph) and sequence diagrams (sequenceDiagram)"
        ),
        ErrorCase(
            name: "sequence header with more on its line", source: "sequenceDiagram,Alice->Bob: Hola", line: 1,
            column: 16,
            message:
                "'sequenceDiagram' must be alone on its line, found ',Alice' after it; start the diagram's statements on the next line"
        ),
        ErrorCase(
            name: "empty diagram", source: "", line: 1, column: 1,
            message: "the diagram is empty: expected 'flowchart' or 'graph', found end of diagram"),
        ErrorCase(
            name: "only blank lines and comments", source: "\n%% nada\n", line: 3, column: 1,
            message: "the diagram is empty: expected 'flowchart' or 'graph', found end of diagram"),
        ErrorCase(
            name: "junk after node", source: "flowchart\nA B", line: 2, column: 3,
            message: "expected a link (such as '-->'), '&' or end of line after 'A', found 'B'"),
        ErrorCase(
            name: "closing bracket without opening", source: "flowchart\nA)", line: 2, column: 2,
            message: "expected a link (such as '-->'), '&' or end of line after 'A', found ')'"),
        ErrorCase(
            name: "space before shape", source: "flowchart\nA [x]", line: 2, column: 3,
            message:
                "expected a link (such as '-->'), '&' or end of line after 'A', found '['; a node's shape must follow its id without a space"
        ),
        ErrorCase(
            name: "mismatched link markers", source: "flowchart\nA x-- text --> B", line: 2, column: 12,
            message:
                "expected a link end with 'x' to match 'x--', found '-->'; both ends of a link must use the same marker"
        ),
        ErrorCase(
            name: "unclosed link text", source: "flowchart\nA -- text", line: 2, column: 10,
            message: "unclosed link label started by '--' (at column 3): expected '-->' or '---', found end of diagram"),
        ErrorCase(
            name: "unclosed thick link text", source: "flowchart\nA == text\nB", line: 2, column: 10,
            message: "unclosed link label started by '==' (at column 3): expected '==>' or '===', found end of line"),
        ErrorCase(
            name: "unclosed pipe label", source: "flowchart\nA -->|text B", line: 2, column: 13,
            message: "unclosed '|' in the link label (opened at column 6): expected '|', found end of diagram"),
        ErrorCase(
            name: "reserved word as target", source: "flowchart\nA --> end", line: 2, column: 7,
            message:
                "expected a node id, found the reserved word 'end'; capitalise it (e.g. 'End') or use it only inside a label"
        ),
        ErrorCase(
            name: "reserved word prefix", source: "flowchart\nA --> class.x", line: 2, column: 7,
            message:
                "expected a node id, found the reserved word 'class'; capitalise it (e.g. 'Class') or use it only inside a label"
        ),
        ErrorCase(
            name: "link after a statement without nodes", source: "flowchart\nstyle A fill:#fff\n--> B", line: 3,
            column: 1,
            message: "expected a statement, found '-->'; a link must be on the same line as the node it starts from"),
        ErrorCase(
            name: "header repeated", source: "flowchart\nflowchart LR", line: 2, column: 1,
            message: "expected a statement, found 'flowchart': the diagram header may appear only once"),
        ErrorCase(
            name: "unclosed directive", source: "flowchart\n%%{init: {}\nA", line: 2, column: 1,
            message: "unclosed directive: expected '}%%' to end the '%%{' directive, found end of diagram"),
        ErrorCase(
            name: "unsupported ellipse", source: "flowchart\nA(-x-)", line: 2, column: 2,
            message:
                "expected a shape after 'A', found '(-'; the ellipse shape '(-…-)' is not supported, use '(…)' instead"),
        ErrorCase(
            name: "unknown shape in node data", source: "flowchart\nA@{ shape: cylinder2 }", line: 2, column: 5,
            message: "unknown shape 'cylinder2' for node 'A'; did you mean 'cylinder'?"),
        ErrorCase(
            name: "stray at sign", source: "flowchart\nA@ --> B", line: 2, column: 2,
            message:
                "expected a link after 'A', found '@'; an edge id goes before its link with no space, as in 'A e1@--> B'"
        ),
        ErrorCase(
            name: "bad subgraph title", source: "flowchart\nsubgraph a (b)\nend", line: 2, column: 12,
            message:
                "expected '[' or end of line after 'subgraph a', found '('; put the title in quotes to use ( ) { } | < > ] \" in it"
        ),
        ErrorCase(
            name: "bad direction statement", source: "flowchart\nsubgraph S\n  direction XY\nend", line: 3, column: 13,
            message: "expected a direction (TB, TD, BT, RL or LR) after 'direction', found 'XY'"),
        ErrorCase(
            name: "unclosed accDescr", source: "flowchart\naccDescr {\n  texto", line: 2, column: 10,
            message: "unclosed '{' after 'accDescr': expected '}', found end of diagram"),
        ErrorCase(
            name: "unclosed front matter", source: "---\ntitle: x\nflowchart", line: 1, column: 1,
            message: "unclosed front matter: expected a closing '---' line, found end of diagram"),
    ]

    @Test(arguments: cases)
    func syntaxErrorsReportPositionAndMessage(errorCase: ErrorCase) {
        let error = parseError(errorCase.source)
        #expect(error.line == errorCase.line, "\(errorCase.name): \(error)")
        #expect(error.column == errorCase.column, "\(errorCase.name): \(error)")
        #expect(error.message == errorCase.message, "\(errorCase.name)")
    }

    @Test func errorDescriptionIncludesThePosition() {
        let error = parseError("flowchart\nA -->")
        #expect(error.description == "2:6: expected a node id after '-->', found end of diagram")
    }

    @Test func errorsAreTypedDiagramErrors() {
        #expect(throws: DiagramError.self) {
            try FlowchartParser.parse("flowchart\nA[")
        }
    }
}
