import Templates
import Testing

@Suite("Template library")
struct TemplateLibraryTests {
    static let site: [String: String] = [
        "page": """
        <!doctype html>
        <html>
          <head>
            {{> head}}
          </head>
          <body>
            {{#posts}}
            {{> post}}
            {{/posts}}
            {{^posts}}
            <p>No posts.</p>
            {{/posts}}
          </body>
        </html>

        """,
        "head": "<title>{{title}}</title>\n",
        "post": "<article>\n  <h2>{{title}}</h2>\n  {{{html}}}\n</article>\n",
    ]

    @Test("A page with nested partials renders with consistent indentation")
    func page() throws {
        let library = try TemplateLibrary(templates: Self.site)
        let data: TemplateValue = [
            "title": "Blog & News",
            "posts": [["title": "First", "html": "<p>1</p>"], ["title": "Second", "html": "<p>2</p>"]],
        ]
        let expected = """
            <!doctype html>
            <html>
              <head>
                <title>Blog &amp; News</title>
              </head>
              <body>
                <article>
                  <h2>First</h2>
                  <p>1</p>
                </article>
                <article>
                  <h2>Second</h2>
                  <p>2</p>
                </article>
              </body>
            </html>

            """
        #expect(try library.render("page", data) == expected)
        #expect(
            try library.render("page", ["title": "Empty", "posts": []]).contains("    <p>No posts.</p>\n  </body>"))
    }

    @Test("One library renders concurrently from many tasks")
    func concurrentRendering() async throws {
        let library = try TemplateLibrary(templates: Self.site)
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<32 {
                group.addTask {
                    try library.render("page", ["title": "T\(index)", "posts": [["title": "p", "html": ""]]])
                }
            }
            var outputs: [String] = []
            for try await output in group { outputs.append(output) }
            return outputs
        }
        #expect(outputs.count == 32)
        #expect(Set(outputs).count == 32)
    }

    @Test("Large pages render completely")
    func largePage() throws {
        let library = try TemplateLibrary(templates: [
            "list": "<ul>\n  {{#items}}\n  <li id=\"{{id}}\">{{name}} &amp; {{{raw}}}</li>\n  {{/items}}\n</ul>\n"
        ])
        let count = 20_000
        var items: [TemplateValue] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            items.append(["id": .int(index), "name": "Item <\(index)>", "raw": "<b>\(index)</b>"])
        }
        let output = try library.render("list", ["items": .array(items)])
        #expect(output.hasPrefix("<ul>\n  <li id=\"0\">Item &lt;0&gt; &amp; <b>0</b></li>\n"))
        #expect(output.hasSuffix("  <li id=\"19999\">Item &lt;19999&gt; &amp; <b>19999</b></li>\n</ul>\n"))
        #expect(output.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } == count + 2)
    }

    @Test("An empty library is valid")
    func emptyLibrary() throws {
        let library = try TemplateLibrary(templates: [:])
        #expect(library.templateNames.isEmpty)
        #expect(throws: TemplateError.self) { _ = try library.render("x", [:]) }
    }
}
