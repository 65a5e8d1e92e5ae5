import Templates
import Testing

@Suite("Partials")
struct PartialTests {
    @Test("A partial tag expands to the named template")
    func basic() throws {
        #expect(try render("<{{>greeting}}>", partials: ["greeting": "hello"]) == "<hello>")
    }

    @Test("An unknown partial renders empty when partials are not strict")
    func failedLookup() throws {
        #expect(try render("<{{>nothing}}>") == "<>")
        let library = try TemplateLibrary(templates: ["page": "<{{>nothing}}>"], strictPartials: false)
        #expect(try library.render("page", [:]) == "<>")
    }

    @Test("A partial renders against the current context stack")
    func context() throws {
        let data: TemplateValue = ["site": "S", "posts": [["title": "A"], ["title": "B"]]]
        let partials = ["card": "[{{title}}@{{site}}]"]
        #expect(try render("{{#posts}}{{>card}}{{/posts}}", data, partials: partials) == "[A@S][B@S]")
    }

    @Test("Partials may recurse while the data nests")
    func recursion() throws {
        let data: TemplateValue = [
            "name": "root",
            "kids": [
                ["name": "a", "kids": []],
                ["name": "b", "kids": [["name": "c", "kids": []]]],
            ],
        ]
        let partials = ["tree": "{{name}}({{#kids}}{{>tree}}{{/kids}})"]
        #expect(try render("{{>tree}}", data, partials: partials) == "root(a()b(c()))")
    }

    @Test("Partials may include other partials")
    func nestedPartials() throws {
        let partials = ["outer": "<{{>inner}}>", "inner": "[{{x}}]"]
        #expect(try render("{{>outer}}", ["x": "X"], partials: partials) == "<[X]>")
    }

    @Test("Partial names may contain dots, slashes and dashes")
    func pathLikeNames() throws {
        let partials = ["shared/site-header.html": "H", "a.b": "AB"]
        #expect(try render("{{> shared/site-header.html }}{{>a.b}}", partials: partials) == "HAB")
    }

    @Test("Inline partials keep surrounding whitespace")
    func surroundingWhitespace() throws {
        #expect(try render("( {{>p}} )", partials: ["p": "\t-\t"]) == "( \t-\t )")
    }

    @Test("An inline partial is not indented")
    func inlineIndentation() throws {
        let partials = ["p": "1\n2"]
        #expect(try render("  {{x}}  {{>p}}\n", ["x": "x"], partials: partials) == "  x  1\n2\n")
    }

    @Test("\\r\\n ends a standalone partial line")
    func standaloneCRLF() throws {
        #expect(try render("|\r\n{{>p}}\r\n|", partials: ["p": "X"]) == "|\r\nX|")
    }

    @Test("A standalone partial on the first line needs no preceding newline")
    func standaloneWithoutPreviousLine() throws {
        #expect(try render("\t{{>p}}\nEND", partials: ["p": "1\n2"]) == "\t1\n\t2END")
    }

    @Test("A standalone partial on the last line needs no following newline")
    func standaloneWithoutNewline() throws {
        #expect(try render("top\n {{>p}}", partials: ["p": "1\n2"]) == "top\n 1\n 2")
    }

    @Test("A standalone partial is indented line by line")
    func standaloneIndentation() throws {
        let source = "<ul>\n  {{>item}}\n</ul>\n"
        let partials = ["item": "<li>\n  {{name}}\n</li>\n"]
        #expect(try render(source, ["name": "x"], partials: partials) == "<ul>\n  <li>\n    x\n  </li>\n</ul>\n")
    }

    @Test("Newlines inside interpolated data are not indented")
    func dataIsNotIndented() throws {
        let partials = ["p": "[{{{v}}}]\n{{{v}}}!\n"]
        #expect(try render("  {{>p}}\n", ["v": "a\nb"], partials: partials) == "  [a\nb]\n  a\nb!\n")
    }

    @Test("Indentation accumulates through nested standalone partials")
    func nestedIndentation() throws {
        let partials = ["mid": "m1\n  {{>leaf}}\nm2\n", "leaf": "l1\nl2\n"]
        let expected = "A\n  m1\n    l1\n    l2\n  m2\nZ\n"
        #expect(try render("A\n  {{>mid}}\nZ\n", partials: partials) == expected)
    }

    @Test("An inline partial inside an indented partial is not indented")
    func inlinePartialInsideIndentedPartial() throws {
        let partials = ["mid": "x {{>leaf}}\n", "leaf": "1\n2"]
        #expect(try render("  {{>mid}}\n", partials: partials) == "  x 1\n2\n")
    }

    @Test("Standalone tags inside an indented partial are still removed")
    func standaloneTagsInsideIndentedPartial() throws {
        let partials = ["list": "{{! items }}\n{{#items}}\n- {{.}}\n{{/items}}\n{{^items}}\n(none)\n{{/items}}\n"]
        let source = "List:\n    {{>list}}\nEnd\n"
        #expect(try render(source, ["items": ["a", "b"]], partials: partials) == "List:\n    - a\n    - b\nEnd\n")
        #expect(try render(source, ["items": []], partials: partials) == "List:\n    (none)\nEnd\n")
    }

    @Test("Lines of an indented partial that begin with a tag are indented, even when it renders empty")
    func linesStartingWithTags() throws {
        let partials = ["p": "{{x}}\n{{y}}\n"]
        #expect(try render("  {{>p}}\n", ["x": "X", "y": "Y"], partials: partials) == "  X\n  Y\n")
        #expect(try render("  {{>p}}\n", ["y": "Y"], partials: partials) == "  \n  Y\n")
    }

    @Test("Inline sections inside an indented partial are indented once")
    func inlineSectionInsideIndentedPartial() throws {
        let partials = ["p": "{{#on}}a{{/on}}\nb\n"]
        #expect(try render("\t{{>p}}\n", ["on": true], partials: partials) == "\ta\n\tb\n")
    }

    @Test("Every line of an indented partial is indented, blank lines included")
    func blankLinesAreIndented() throws {
        #expect(try render("  {{>p}}\n", partials: ["p": "a\n\nb\n"]) == "  a\n  \n  b\n")
    }

    @Test("A standalone partial that renders nothing removes its whole line")
    func emptyStandalonePartial() throws {
        #expect(try render("a\n  {{>empty}}\nb", partials: ["empty": ""]) == "a\nb")
        #expect(try render("a\n  {{>missing}}\nb") == "a\nb")
    }

    @Test("Partials render inside inverted sections")
    func partialInsideInvertedSection() throws {
        let partials = ["none": "(none)"]
        #expect(try render("{{^items}}{{>none}}{{/items}}", ["items": []], partials: partials) == "(none)")
    }

    @Test("Tabs and mixed whitespace work as indentation")
    func tabIndentation() throws {
        #expect(try render("\t {{>p}}\n", partials: ["p": "a\nb\n"]) == "\t a\n\t b\n")
    }

    @Test("A standalone partial without a trailing newline joins the next line")
    func partialWithoutTrailingNewline() throws {
        #expect(try render("a\n  {{>p}}\nb", partials: ["p": "x"]) == "a\n  xb")
    }

    @Test("A standalone partial inside a standalone section is indented for each item")
    func partialInsideSection() throws {
        let source = "<ul>\n  {{#items}}\n  {{>li}}\n  {{/items}}\n</ul>\n"
        let partials = ["li": "<li>{{.}}</li>\n"]
        let expected = "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"
        #expect(try render(source, ["items": ["a", "b"]], partials: partials) == expected)
    }

    @Test("\\r\\n line endings inside an indented partial are kept")
    func crlfInsidePartial() throws {
        #expect(try render("  {{>p}}\r\n", partials: ["p": "a\r\nb\r\n"]) == "  a\r\n  b\r\n")
    }

    @Test("Whitespace inside the partial tag is ignored")
    func padding() throws {
        #expect(try render("|{{> p }}|{{>\tp\n}}|", partials: ["p": "[]"]) == "|[]|[]|")
    }

    @Test("A library template can be rendered directly and as a partial")
    func libraryTemplates() throws {
        let library = try TemplateLibrary(templates: [
            "page": "<body>\n  {{> header}}\n  <p>{{body}}</p>\n</body>\n",
            "header": "<h1>{{title}}</h1>\n",
        ])
        let data: TemplateValue = ["title": "T", "body": "B"]
        #expect(try library.render("page", data) == "<body>\n  <h1>T</h1>\n  <p>B</p>\n</body>\n")
        #expect(try library.render("header", data) == "<h1>T</h1>\n")
        #expect(library.templateNames == ["header", "page"])
    }

    @Test("Partials are parsed with default delimiters")
    func partialsUseDefaultDelimiters() throws {
        let partials = ["p": "{{x}}!"]
        #expect(try render("{{=<% %>=}}<%>p%> {{x}}", ["x": "X"], partials: partials) == "X! {{x}}")
    }

    @Test("A recursive partial that never ends is an error, not a crash")
    func runawayRecursion() throws {
        // The leaf has no `kids`, so `{{#kids}}` finds the parent's list again, forever.
        let data: TemplateValue = ["name": "x", "kids": [["name": "y"]]]
        let error = renderError("{{>tree}}", data, partials: ["tree": "{{name}}{{#kids}}\n{{>tree}}\n{{/kids}}"])
        #expect(error?.reason == .partialRecursionTooDeep("tree"))
        #expect(error?.template == "tree")
        #expect(error?.line == 2)
        #expect(error?.column == 1)
    }

    @Test("Recursion up to the depth limit is allowed")
    func recursionAtDepthLimit() throws {
        var data: TemplateValue = ["leaf": true, "child": false]
        for _ in 1..<TemplateLibrary.maximumPartialDepth {
            data = ["child": data]
        }
        let partials = ["n": "{{#child}}.{{>n}}{{/child}}{{#leaf}}!{{/leaf}}"]
        let expected = String(repeating: ".", count: TemplateLibrary.maximumPartialDepth - 1) + "!"
        #expect(try render("{{>n}}", data, partials: partials) == expected)
        #expect(
            renderError("{{>n}}", ["child": data], partials: partials)?.reason
                == .partialRecursionTooDeep("n"))
    }
}
