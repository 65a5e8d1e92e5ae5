import Templates
import Testing

@Suite("Sections")
struct SectionTests {
    // MARK: Truthiness

    @Test("True renders the content once")
    func truthy() throws {
        #expect(try render("<{{#on}}shown{{/on}}>", ["on": true]) == "<shown>")
    }

    @Test(
        "Falsey values skip the content",
        arguments: [
            TemplateValue.bool(false), .null, .string(""), .array([]),
        ])
    func falsey(value: TemplateValue) throws {
        #expect(try render("<{{#v}}hidden{{/v}}>", ["v": value]) == "<>")
    }

    @Test("A missing name is falsey")
    func missingIsFalsey() throws {
        #expect(try render("<{{#ghost}}hidden{{/ghost}}>") == "<>")
    }

    @Test(
        "Numbers, including zero, and empty dictionaries are truthy",
        arguments: [
            TemplateValue.int(0), .int(3), .double(0), .double(-1.5), .dictionary([:]),
        ])
    func truthyValues(value: TemplateValue) throws {
        #expect(try render("<{{#v}}yes{{/v}}>", ["v": value]) == "<yes>")
    }

    @Test("A non-empty string renders once and is the top of the stack")
    func stringIsPushedOnce() throws {
        #expect(try render("{{#name}}{{.}} = {{name}}{{/name}}", ["name": "Bo"]) == "Bo = Bo")
        #expect(try render("{{#s}}x{{/s}}", ["s": "abc"]) == "x")
    }

    @Test("A scalar on top of the stack does not hide outer names")
    func scalarContextFallsThrough() throws {
        #expect(try render("{{#n}}{{.}} of {{total}}{{/n}}", ["n": 0, "total": 9]) == "0 of 9")
    }

    // MARK: Context stack

    @Test("A dictionary is pushed onto the context stack")
    func dictionaryContext() throws {
        let data: TemplateValue = ["page": ["title": "Home"]]
        #expect(try render("{{#page}}<h1>{{title}}</h1>{{/page}}", data) == "<h1>Home</h1>")
    }

    @Test("Names missing in the current context are found further down the stack")
    func parentContexts() throws {
        let data: TemplateValue = [
            "site": "S", "title": "root title",
            "page": ["title": "T", "author": ["name": "N"]],
        ]
        let source = "{{#page}}{{title}} by {{#author}}{{name}} on {{site}} ({{title}}){{/author}}{{/page}}"
        #expect(try render(source, data) == "T by N on S (T)")
    }

    @Test("Every enclosing list item stays reachable in nested lists")
    func nestedListContexts() throws {
        let data: TemplateValue = [
            "groups": [
                ["label": "g1", "members": [["n": "a"], ["n": "b"]]],
                ["label": "g2", "members": []],
            ]
        ]
        let source = "{{#groups}}[{{label}}:{{#members}}{{label}}-{{n}};{{/members}}]{{/groups}}"
        #expect(try render(source, data) == "[g1:g1-a;g1-b;][g2:]")
    }

    @Test("The stack is restored after a section")
    func stackRestored() throws {
        let data: TemplateValue = ["x": "outer", "inner": ["x": "inner"]]
        #expect(try render("{{x}}{{#inner}}{{x}}{{/inner}}{{x}}", data) == "outerinnerouter")
    }

    @Test("Deeply nested sections render")
    func deeplyNested() throws {
        let depth = 60
        let source = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        #expect(try render(source, ["a": true]) == "x")
        #expect(try render(source, ["a": ["a": false]]) == "")
    }

    // MARK: Lists

    @Test("Lists render the content once per item, in order")
    func list() throws {
        let data: TemplateValue = ["rows": [["id": 3], ["id": 1], ["id": 2]]]
        #expect(try render("{{#rows}}<{{id}}>{{/rows}}", data) == "<3><1><2>")
    }

    @Test("A string is not iterated character by character")
    func stringsAreNotLists() throws {
        #expect(try render("{{#s}}*{{/s}}", ["s": "xyz"]) == "*")
    }

    @Test("The same section may appear several times")
    func doubled() throws {
        let source = "{{#f}}one {{/f}}{{n}}{{#f}} three{{/f}}"
        #expect(try render(source, ["f": true, "n": "two"]) == "one two three")
    }

    @Test("Nested sections with the same name")
    func nestedSameName() throws {
        let source = "( {{#b}}1 {{#b}}2{{/b}} 3{{/b}} )"
        #expect(try render(source, ["b": true]) == "( 1 2 3 )")
        #expect(try render(source, ["b": false]) == "(  )")
    }

    @Test("The implicit iterator walks lists of scalars")
    func implicitIteratorScalars() throws {
        #expect(try render("{{#l}}<{{.}}>{{/l}}", ["l": ["x", "y"]]) == "<x><y>")
        #expect(try render("{{#l}}({{.}}){{/l}}", ["l": [10, -2]]) == "(10)(-2)")
        #expect(try render("{{#l}}({{.}}){{/l}}", ["l": [0.5, 2.0, 1.25]]) == "(0.5)(2)(1.25)")
        #expect(try render("{{#l}}{{.}}{{/l}}", ["l": ["<", "&"]]) == "&lt;&amp;")
    }

    @Test("The implicit iterator walks nested lists")
    func implicitIteratorNestedLists() throws {
        let data: TemplateValue = ["l": [[1, 2], ["a"], []]]
        #expect(try render("{{#l}}[{{#.}}{{.}}{{/.}}]{{/l}}", data) == "[12][a][]")
    }

    @Test("A root-level list can be iterated with {{#.}}")
    func rootLevelList() throws {
        #expect(try render("{{#.}}{{n}},{{/.}}", [["n": 1], ["n": 2]]) == "1,2,")
    }

    @Test("Lists of mixed values push each item")
    func mixedList() throws {
        let data: TemplateValue = ["l": [["name": "d"], "s", 1, true, nil], "name": "outer"]
        #expect(try render("{{#l}}[{{name}}|{{.}}]{{/l}}", data) == "[d|][outer|s][outer|1][outer|true][outer|]")
    }

    // MARK: Dotted names

    @Test("Dotted names open sections")
    func dottedTruthy() throws {
        #expect(try render("{{#a.b}}{{c}}{{/a.b}}", ["a": ["b": ["c": "C"]]]) == "C")
        #expect(try render("{{#a.b.on}}yes{{/a.b.on}}", ["a": ["b": ["on": true]]]) == "yes")
    }

    @Test("Falsey and unresolvable dotted names skip the section")
    func dottedFalsey() throws {
        #expect(try render("[{{#a.b.on}}yes{{/a.b.on}}]", ["a": ["b": ["on": false]]]) == "[]")
        #expect(try render("[{{#a.b.on}}yes{{/a.b.on}}]", ["a": [:]]) == "[]")
    }

    @Test("Dotted names iterate lists")
    func dottedList() throws {
        #expect(try render("{{#post.tags}}#{{.}} {{/post.tags}}", ["post": ["tags": ["a", "b"]]]) == "#a #b ")
    }

    // MARK: Whitespace

    @Test("Inline sections keep surrounding whitespace")
    func surroundingWhitespace() throws {
        #expect(try render(" ( {{#t}}\t-\t{{/t}} ) \n", ["t": true]) == " ( \t-\t ) \n")
    }

    @Test("Inline sections keep internal whitespace")
    func internalWhitespace() throws {
        #expect(try render("[{{#t}}\t{{! note }}\n\t{{/t}}]", ["t": true]) == "[\t\n\t]")
    }

    @Test("Sections inside an indented line keep the indentation")
    func indentedInlineSections() throws {
        let source = "  {{#t}}one{{/t}}\n\t{{#t}}two{{/t}}\n"
        #expect(try render(source, ["t": true]) == "  one\n\ttwo\n")
        #expect(try render(source, ["t": false]) == "  \n\t\n")
    }

    @Test("Standalone section lines are removed")
    func standaloneLines() throws {
        let source = "Items:\n{{#items}}\n* {{.}}\n{{/items}}\nDone\n"
        #expect(try render(source, ["items": ["a", "b"]]) == "Items:\n* a\n* b\nDone\n")
        #expect(try render(source, ["items": []]) == "Items:\nDone\n")
    }

    @Test("Indented standalone section lines are removed, indentation included")
    func indentedStandaloneLines() throws {
        let source = "Items:\n  {{#items}}\n  * {{.}}\n\t {{/items}}\nDone\n"
        #expect(try render(source, ["items": ["a"]]) == "Items:\n  * a\nDone\n")
    }

    @Test("Trailing spaces and tabs after a standalone tag are removed")
    func trailingWhitespace() throws {
        #expect(try render("{{#t}}  \t\nX\n{{/t}}\t\n", ["t": true]) == "X\n")
    }

    @Test("\\r\\n ends a standalone line")
    func standaloneCRLF() throws {
        #expect(try render("A\r\n{{#t}}\r\nB\r\n{{/t}}\r\nC", ["t": true]) == "A\r\nB\r\nC")
    }

    @Test("A lone \\r does not end a line")
    func loneCarriageReturn() throws {
        #expect(try render("{{#t}}\rX{{/t}}", ["t": true]) == "\rX")
    }

    @Test("A standalone tag on the first line needs no preceding newline")
    func standaloneWithoutPreviousLine() throws {
        #expect(try render("\t{{#t}}\nX{{/t}}\nY", ["t": true]) == "X\nY")
    }

    @Test("A standalone tag on the last line needs no following newline")
    func standaloneWithoutNewline() throws {
        #expect(try render("X{{#t}}\nY\n  {{/t}}", ["t": true]) == "X\nY\n")
        #expect(try render("X{{#t}}\nY\n  {{/t}}  ", ["t": true]) == "X\nY\n")
    }

    @Test("A template made only of standalone tags renders empty")
    func onlyStandaloneTags() throws {
        #expect(try render("{{#t}}\n{{/t}}", ["t": true]) == "")
        #expect(try render("{{#t}}\r\n{{/t}}\r\n", ["t": true]) == "")
    }

    @Test("A tag followed by a lone \\r at the end is not standalone")
    func trailingCarriageReturn() throws {
        #expect(try render("{{#t}}{{/t}}\r", ["t": true]) == "\r")
        #expect(try render("{{! c }}\r") == "\r")
    }

    @Test("A line holding two tags is not standalone")
    func twoTagsOnALine() throws {
        #expect(try render("{{#t}}{{/t}}\nX", ["t": true]) == "\nX")
        #expect(try render("  {{#t}} {{/t}}  \nX", ["t": true]) == "     \nX")
    }

    @Test("A tag followed by text on its line is not standalone")
    func tagWithTextIsNotStandalone() throws {
        #expect(try render("{{#t}}\nA\n{{/t}} tail\n", ["t": true]) == "A\n tail\n")
    }

    @Test("Whitespace inside section tags is ignored")
    func padding() throws {
        #expect(try render("|{{# t }}={{/ t }}|", ["t": true]) == "|=|")
        #expect(try render("|{{#\tt\n}}={{/t  }}|", ["t": true]) == "|=|")
    }

    @Test("A typical HTML list renders cleanly")
    func htmlList() throws {
        let source = """
            <ul>
              {{#posts}}
              <li><a href="{{url}}">{{title}}</a></li>
              {{/posts}}
            </ul>

            """
        let data: TemplateValue = [
            "posts": [["url": "/a", "title": "A & B"], ["url": "/c", "title": "C"]]
        ]
        let expected = """
            <ul>
              <li><a href="/a">A &amp; B</a></li>
              <li><a href="/c">C</a></li>
            </ul>

            """
        #expect(try render(source, data) == expected)
    }
}
