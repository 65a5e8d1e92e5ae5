import Templates
import Testing

@Suite("Inverted sections")
struct InvertedTests {
    @Test(
        "Falsey values render the content",
        arguments: [
            TemplateValue.bool(false), .null, .string(""), .array([]),
        ])
    func falsey(value: TemplateValue) throws {
        #expect(try render("<{{^v}}shown{{/v}}>", ["v": value]) == "<shown>")
    }

    @Test("A missing name renders the content")
    func missing() throws {
        #expect(try render("<{{^ghost}}shown{{/ghost}}>") == "<shown>")
    }

    @Test(
        "Truthy values skip the content",
        arguments: [
            TemplateValue.bool(true), .string("x"), .int(0), .double(1), .dictionary([:]),
            .dictionary(["k": "v"]), .array([1]), .array([["n": 1], ["n": 2]]),
        ])
    func truthy(value: TemplateValue) throws {
        #expect(try render("<{{^v}}hidden {{n}}{{/v}}>", ["v": value]) == "<>")
    }

    @Test("The content renders against the unchanged context stack")
    func doesNotPushContext() throws {
        let data: TemplateValue = ["list": [], "name": "outer"]
        #expect(try render("{{^list}}{{name}}{{/list}}", data) == "outer")
        #expect(try render("{{#name}}{{^missing}}[{{.}}]{{/missing}}{{/name}}", data) == "[outer]")
    }

    @Test("Section plus inverted section form an if/else")
    func ifElse() throws {
        let source = "{{#items}}{{.}} {{/items}}{{^items}}none{{/items}}"
        #expect(try render(source, ["items": ["a", "b"]]) == "a b ")
        #expect(try render(source, ["items": []]) == "none")
    }

    @Test("The same inverted section may appear several times")
    func doubled() throws {
        let source = "{{^f}}one {{/f}}{{n}}{{^f}} three{{/f}}"
        #expect(try render(source, ["f": false, "n": "two"]) == "one two three")
    }

    @Test("Nested inverted sections")
    func nested() throws {
        let source = "( {{^f}}1 {{^f}}2{{/f}} 3{{/f}} )"
        #expect(try render(source, ["f": false]) == "( 1 2 3 )")
        #expect(try render(source, ["f": true]) == "(  )")
    }

    @Test("Dotted names work in inverted sections")
    func dottedNames() throws {
        #expect(try render("[{{^a.b}}no b{{/a.b}}]", ["a": ["b": false]]) == "[no b]")
        #expect(try render("[{{^a.b}}no b{{/a.b}}]", ["a": ["b": "yes"]]) == "[]")
        #expect(try render("[{{^a.b.c}}broken{{/a.b.c}}]", ["a": [:]]) == "[broken]")
    }

    @Test("Inline inverted sections keep surrounding whitespace")
    func surroundingWhitespace() throws {
        #expect(try render(" ( {{^f}}\t-\t{{/f}} ) \n", ["f": false]) == " ( \t-\t ) \n")
    }

    @Test("Inline inverted sections keep internal whitespace")
    func internalWhitespace() throws {
        #expect(try render("[{{^f}}\t{{! note }}\n\t{{/f}}]", ["f": false]) == "[\t\n\t]")
    }

    @Test("Standalone inverted section lines are removed")
    func standaloneLines() throws {
        let source = "Results:\n{{^results}}\n(none)\n{{/results}}\nEnd\n"
        #expect(try render(source, ["results": []]) == "Results:\n(none)\nEnd\n")
        #expect(try render(source, ["results": [1]]) == "Results:\nEnd\n")
    }

    @Test("Indented standalone inverted section lines are removed")
    func indentedStandaloneLines() throws {
        let source = "Results:\n    {{^results}}\n  (none)\n\t{{/results}}\nEnd\n"
        #expect(try render(source, ["results": []]) == "Results:\n  (none)\nEnd\n")
    }

    @Test("\\r\\n ends a standalone inverted section line")
    func standaloneCRLF() throws {
        #expect(try render("A\r\n{{^f}}\r\nB\r\n{{/f}}\r\nC", ["f": false]) == "A\r\nB\r\nC")
    }

    @Test("A standalone inverted tag on the first line needs no preceding newline")
    func standaloneWithoutPreviousLine() throws {
        #expect(try render("  {{^f}}\n^{{/f}}\n/", ["f": false]) == "^\n/")
    }

    @Test("A standalone inverted tag on the last line needs no following newline")
    func standaloneWithoutNewline() throws {
        #expect(try render("^{{^f}}\n/\n  {{/f}}", ["f": false]) == "^\n/\n")
    }

    @Test("Whitespace inside inverted tags is ignored")
    func padding() throws {
        #expect(try render("|{{^ f }}={{/ f }}|", ["f": false]) == "|=|")
    }
}
