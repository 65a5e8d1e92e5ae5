import Templates
import Testing

@Suite("Template errors")
struct TemplateErrorTests {
    /// Expects `source` to fail at `line`:`column` with `reason`.
    private func expectError(
        _ source: String, _ reason: TemplateError.Reason, line: Int, column: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = renderError(source)
        #expect(
            error == TemplateError(template: "template", line: line, column: column, reason: reason),
            sourceLocation: sourceLocation)
    }

    // MARK: Unclosed tags

    @Test("A tag without a closing delimiter")
    func unclosedTag() {
        expectError("Hello\n  {{name", .unclosedTag, line: 2, column: 3)
        expectError("abc {{", .unclosedTag, line: 1, column: 5)
    }

    @Test("A tag whose closing delimiter comes after another opening delimiter")
    func tagRunningIntoNextTag() {
        expectError("{{a}} {{b {{c}}", .unclosedTag, line: 1, column: 7)
    }

    @Test("A triple mustache missing its third brace")
    func unclosedTriple() {
        expectError("x{{{y}}", .unclosedTag, line: 1, column: 2)
    }

    @Test("A comment without a closing delimiter")
    func unclosedComment() {
        expectError("a\nb{{! never closed\n", .unclosedTag, line: 2, column: 2)
    }

    @Test("A tag left open under custom delimiters")
    func unclosedCustomTag() {
        expectError("{{=<% %>=}}\n\n<%x}}", .unclosedTag, line: 3, column: 1)
    }

    // MARK: Sections

    @Test("A section never closed is reported at its opening tag")
    func unclosedSection() {
        expectError("{{#items}}\n  {{name}}\n", .unclosedSection("items"), line: 1, column: 1)
    }

    @Test("With several open sections, the innermost is reported")
    func innermostUnclosedSection() {
        expectError("{{#a}}\n{{#b}}\n{{/b}}\n  {{#c}}x", .unclosedSection("c"), line: 4, column: 3)
    }

    @Test("A closing tag that does not match the open section")
    func mismatchedClosingTag() {
        expectError("{{#a}}\n{{#b}}\n{{/a}}", .unexpectedClosingTag(expected: "b", found: "a"), line: 3, column: 1)
        expectError("{{^a.b}}{{/a}}", .unexpectedClosingTag(expected: "a.b", found: "a"), line: 1, column: 9)
    }

    @Test("A closing tag with no open section")
    func closingTagWithoutSection() {
        expectError("text {{/a}}", .unexpectedClosingTag(expected: nil, found: "a"), line: 1, column: 6)
        expectError("{{#a}}{{/a}}{{/a}}", .unexpectedClosingTag(expected: nil, found: "a"), line: 1, column: 13)
    }

    // MARK: Names

    @Test(
        "Tags without a name",
        arguments: ["{{}}", "{{ }}", "{{#}}{{/}}", "{{^ }}", "{{/}}", "{{>}}", "{{& }}", "{{{ }}}"])
    func emptyNames(source: String) {
        expectError(source, .emptyTagName, line: 1, column: 1)
    }

    @Test("An empty name is located at its tag")
    func emptyNameLocation() {
        expectError("ab\ncd {{  }}", .emptyTagName, line: 2, column: 4)
    }

    @Test(
        "Invalid names",
        arguments: [
            ("{{a b}}", "a b"), ("{{a..b}}", "a..b"), ("{{a.}}", "a."), ("{{..}}", ".."),
            ("{{ #a }}", "#a"), ("{{#x y}}", "x y"), ("{{> a b}}", "a b"), ("{{{ a b }}}", "a b"),
        ])
    func invalidNames(source: String, name: String) {
        expectError(source, .invalidTagName(name), line: 1, column: 1)
    }

    // MARK: Delimiters

    @Test(
        "Malformed set-delimiter tags",
        arguments: [
            ("{{=<%=}}", "<%"), ("{{=a b c=}}", "a b c"), ("{{=<= =>=}}", "<= =>"), ("{{= =}}", ""),
            ("{{=<% %>}}", "<% %>"),
        ])
    func invalidDelimiters(source: String, content: String) {
        expectError(source, .invalidDelimiters(content), line: 1, column: 1)
    }

    @Test("A set-delimiter tag without any closing delimiter is unclosed")
    func unclosedDelimiterTag() {
        expectError("x\n{{=<% %>", .unclosedTag, line: 2, column: 1)
    }

    // MARK: Positions

    @Test("Columns count Unicode scalars")
    func unicodeColumns() {
        expectError("\u{E9}{{#x}}", .unclosedSection("x"), line: 1, column: 2)
        // U+1F44D U+1F3FD is one character but two scalars.
        expectError("\u{1F44D}\u{1F3FD} {{a b}}", .invalidTagName("a b"), line: 1, column: 4)
        expectError("\u{65E5}\u{672C}\n\tx{{y", .unclosedTag, line: 2, column: 3)
    }

    @Test("\\r\\n counts as one line break")
    func crlfLines() {
        expectError("a\r\nb\r\n  {{#s}}", .unclosedSection("s"), line: 3, column: 3)
    }

    @Test("Lines inside multi-line tags are counted")
    func linesInsideTags() {
        expectError("{{!\n\n}}\n{{#x}}", .unclosedSection("x"), line: 4, column: 1)
        expectError("{{\nname\n}} {{/x}}", .unexpectedClosingTag(expected: nil, found: "x"), line: 3, column: 4)
    }

    @Test("Positions after a delimiter change")
    func positionsAfterDelimiterChange() {
        expectError("{{=<% %>=}}\n<%#list%>\n", .unclosedSection("list"), line: 2, column: 1)
    }

    // MARK: Descriptions

    @Test("The description is a compiler-style message with a fix")
    func descriptionFormat() throws {
        do {
            _ = try TemplateLibrary(templates: ["page.mustache": "<ul>\n    {{#items}}\n"])
            Issue.record("expected an error")
        } catch {
            #expect(error.template == "page.mustache")
            #expect(
                error.description
                    == "page.mustache:2:5: error: unclosed section 'items'; add '{{/items}}' to close it")
        }
    }

    @Test("Every reason has a message")
    func reasonMessages() {
        let reasons: [TemplateError.Reason] = [
            .unclosedTag, .unclosedSection("s"), .unexpectedClosingTag(expected: "a", found: "b"),
            .unexpectedClosingTag(expected: nil, found: "b"), .invalidDelimiters("x"), .emptyTagName,
            .invalidTagName("a b"), .missingPartial("p"), .partialRecursionTooDeep("p"), .templateNotFound("t"),
        ]
        for reason in reasons {
            let error = TemplateError(template: "t", line: 1, column: 2, reason: reason)
            #expect(error.description.hasPrefix("t:1:2: error: "))
            #expect(error.description.count > "t:1:2: error: ".count + 10)
        }
        #expect(TemplateError.Reason.unexpectedClosingTag(expected: "a", found: "b").description.contains("{{/a}}"))
    }

    // MARK: Library errors

    @Test("Library errors name the template, checking templates in name order")
    func libraryErrorsNameTheTemplate() {
        #expect(
            throws: TemplateError(
                template: "a", line: 1, column: 4, reason: .unexpectedClosingTag(expected: nil, found: "y")
            )
        ) {
            _ = try TemplateLibrary(templates: ["b": "{{#x}}", "a": "ok {{/y}}"])
        }
    }

    @Test("Errors in a partial name the partial")
    func errorsInPartials() {
        let error = renderError("{{>p}}", partials: ["p": "\n {{#x}}"])
        #expect(error == TemplateError(template: "p", line: 2, column: 2, reason: .unclosedSection("x")))
    }

    @Test("Syntax errors in unused templates still surface when the library is built")
    func unusedTemplatesAreChecked() {
        #expect(throws: TemplateError.self) {
            _ = try TemplateLibrary(templates: ["page": "fine", "unused": "{{oops"])
        }
    }

    @Test("Strict partials report a missing partial at its tag")
    func missingPartial() throws {
        let templates = ["page": "<main>\n  {{#show}}\n    {{> sidebar }}\n  {{/show}}\n</main>"]
        #expect(throws: TemplateError(template: "page", line: 3, column: 5, reason: .missingPartial("sidebar"))) {
            _ = try TemplateLibrary(templates: templates)
        }
        let lenient = try TemplateLibrary(templates: templates, strictPartials: false)
        #expect(try lenient.render("page", ["show": true]) == "<main>\n</main>")
    }

    @Test("Strict partials accept partials that exist")
    func strictPartialsPass() throws {
        let library = try TemplateLibrary(templates: ["page": "{{>a}}{{#x}}{{>b}}{{/x}}", "a": "A", "b": "B"])
        #expect(try library.render("page", ["x": true]) == "AB")
    }

    @Test("Rendering an unknown template has no location")
    func templateNotFound() throws {
        let library = try TemplateLibrary(templates: ["page": "x"])
        do {
            _ = try library.render("nope", [:])
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .templateNotFound("nope"))
            #expect(error.line == 0)
            #expect(error.column == 0)
            #expect(error.description == "nope: error: no template named 'nope' in the library")
        }
    }

    @Test("Runaway recursion is reported at the partial tag that exceeds the limit")
    func recursionTooDeep() throws {
        let library = try TemplateLibrary(templates: ["main": "{{>loop}}", "loop": "x\n  {{>loop}}"])
        #expect(
            throws: TemplateError(
                template: "loop", line: 2, column: 3, reason: .partialRecursionTooDeep("loop")
            )
        ) {
            _ = try library.render("main", [:])
        }
    }
}
