import Testing

@testable import Templates

@Suite struct NameCheckTests {
    static let site: TemplateShape = .object([
        "title": .scalar,
        "site": .object(["title": .scalar, "base_url": .scalar]),
        "articles": .list(.object(["title": .scalar, "summary": .scalar, "href": .scalar])),
        "strings": .anything,
    ])

    func unknown(
        _ templates: [String: String], _ pages: [(template: String, data: TemplateShape)]
    ) throws -> [UnknownName] {
        try TemplateLibrary(templates: templates).unknownNames(pages)
    }

    @Test func aMisspelledVariableIsNamedAtItsTagWithWhatTheDataHas() throws {
        let found = try unknown(["page": "<a href=\"x\">\n  {{sitee.title}}</a>"], [("page", Self.site)])
        #expect(found.count == 1)
        #expect(found.first?.name == "sitee.title")
        #expect(found.first.map { "\($0.template):\($0.line):\($0.column)" } == "page:2:3")
        #expect(found.first?.known.contains("site.title") == true)
    }

    @Test func sectionsMayTestKeysThatAreEmptyOnAPage() throws {
        let source = """
            {{#articles}}{{title}}{{#summary}}<p>{{summary}}</p>{{/summary}}{{^summary}}-{{/summary}}{{/articles}}
            {{^articles}}none{{/articles}}{{strings.anything_goes}}{{.}}
            """
        #expect(try unknown(["page": source], [("page", Self.site)]).isEmpty)
    }

    @Test func namesInsideAListResolveInItsElementsThenOutside() throws {
        let found = try unknown(
            ["page": "{{#articles}}{{href}}{{site.title}}{{hreff}}{{/articles}}"], [("page", Self.site)])
        #expect(found.map(\.name) == ["hreff"])
        #expect(found.first?.known.contains("href") == true)
    }

    @Test func aSectionOfAnUnknownNameIsSaidOnceNotForEachTagInside() throws {
        let found = try unknown(["page": "{{#artikles}}{{title}}{{whatever}}{{/artikles}}"], [("page", Self.site)])
        #expect(found.map(\.name) == ["artikles"])
    }

    @Test func aPartialSharedByPageKindsKnowsWhatAnyOfThemHas() throws {
        let templates = [
            "a": "{{> head}}", "b": "{{> head}}", "head": "{{#article}}{{article.title}}{{/article}}{{titel}}",
        ]
        let found = try unknown(
            templates,
            [
                ("a", .object(["article": .object(["title": .scalar]), "title": .scalar])),
                ("b", .object(["title": .scalar])),
            ])
        // Once per tag, not once per page kind; located in the partial.
        #expect(found.map { "\($0.template):\($0.line):\($0.column) \($0.name)" } == ["head:1:42 titel"])
    }

    @Test func recursivePartialsEnd() throws {
        let templates = ["page": "{{> item}}", "item": "{{#children}}{{name}}{{> item}}{{/children}}{{nam}}"]
        let tree = TemplateShape.object(["children": .list(.object(["name": .scalar, "children": .list(.scalar)]))])
        #expect(try unknown(templates, [("page", tree)]).map(\.name) == ["nam"])
    }

    @Test func undeclaredPathsNameWhatTheShapeLacks() {
        let value: TemplateValue = [
            "title": "t", "site": ["title": "s", "logo": "l"], "articles": [["title": "a", "date": "d"]],
            "summary": nil,
        ]
        #expect(Self.site.undeclaredPaths(in: value) == ["articles[].date", "site.logo", "summary"])
    }
}
