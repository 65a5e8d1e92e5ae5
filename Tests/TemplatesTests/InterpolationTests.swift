import Templates
import Testing

@Suite("Interpolation")
struct InterpolationTests {
    @Test("Text without tags renders unchanged, including lone braces")
    func plainText() throws {
        let source = "Plain {text} with } and { braces\nand a second line\n"
        #expect(try render(source) == source)
    }

    @Test("Empty template renders empty")
    func emptyTemplate() throws {
        #expect(try render("") == "")
    }

    @Test("Stray closing delimiters are text")
    func strayClosingDelimiter() throws {
        #expect(try render("a }} b }}}") == "a }} b }}}")
    }

    @Test("A name is replaced by its value")
    func basic() throws {
        #expect(try render("Welcome, {{user}}.", ["user": "Ana"]) == "Welcome, Ana.")
    }

    @Test("Double mustaches escape & < > and \"")
    func escapesSpecialCharacters() throws {
        let data: TemplateValue = ["html": "Tom & \"Jerry\" <3 > 2"]
        #expect(try render("{{html}}", data) == "Tom &amp; &quot;Jerry&quot; &lt;3 &gt; 2")
    }

    @Test("Apostrophes are not escaped: the spec lists only & < > \"")
    func apostropheIsNotEscaped() throws {
        #expect(try render("{{s}}", ["s": "it's"]) == "it's")
    }

    @Test("Escaping keeps multi-byte text and combining marks intact")
    func escapingUnicode() throws {
        let data: TemplateValue = ["s": "caf\u{E9} & \u{65E5}\u{672C} <e\u{301}>\u{1F44D}\u{1F3FD}&"]
        #expect(
            try render("{{s}}", data)
                == "caf\u{E9} &amp; \u{65E5}\u{672C} &lt;e\u{301}&gt;\u{1F44D}\u{1F3FD}&amp;")
    }

    @Test("A string of only special characters is fully escaped")
    func onlySpecialCharacters() throws {
        #expect(try render("{{s}}", ["s": "<>&\"\"&><"]) == "&lt;&gt;&amp;&quot;&quot;&amp;&gt;&lt;")
    }

    @Test("Triple mustaches do not escape")
    func tripleMustache() throws {
        #expect(try render("{{{html}}}", ["html": "<b>&\"</b>"]) == "<b>&\"</b>")
    }

    @Test("Ampersand tags do not escape")
    func ampersand() throws {
        #expect(try render("{{&html}}", ["html": "<b>&\"</b>"]) == "<b>&\"</b>")
    }

    @Test("Integers render in decimal in every tag form", arguments: ["{{n}}", "{{{n}}}", "{{&n}}"])
    func integers(source: String) throws {
        #expect(try render("[\(source)]", ["n": 1234]) == "[1234]")
        #expect(try render("[\(source)]", ["n": -7]) == "[-7]")
    }

    @Test("Decimals render with their significant digits only", arguments: ["{{x}}", "{{{x}}}", "{{&x}}"])
    func decimals(source: String) throws {
        #expect(try render(source, ["x": 2.50]) == "2.5")
        #expect(try render(source, ["x": 0.125]) == "0.125")
        #expect(try render(source, ["x": 3.0]) == "3")
        #expect(try render(source, ["x": -0.0]) == "0")
    }

    @Test("Booleans render as true and false")
    func booleans() throws {
        #expect(try render("{{yes}}/{{no}}", ["yes": true, "no": false]) == "true/false")
    }

    @Test("Null renders as the empty string")
    func null() throws {
        #expect(try render("[{{n}}][{{{n}}}][{{&n}}]", ["n": nil]) == "[][][]")
    }

    @Test("Missing names render as the empty string in every tag form")
    func missing() throws {
        #expect(try render("<{{nope}}|{{{nope}}}|{{&nope}}>") == "<||>")
    }

    @Test("Arrays interpolate as comma-separated items; dictionaries as nothing")
    func collections() throws {
        let data: TemplateValue = ["tags": ["a&b", 2, 1.5], "meta": ["k": "v"]]
        #expect(try render("{{tags}}|{{{tags}}}|{{meta}}", data) == "a&amp;b,2,1.5|a&b,2,1.5|")
    }

    @Test(
        "Dotted names reach into nested dictionaries",
        arguments: ["{{site.owner.name}}", "{{{site.owner.name}}}", "{{&site.owner.name}}"])
    func dottedNames(source: String) throws {
        let data: TemplateValue = ["site": ["owner": ["name": "Lee"]]]
        #expect(try render(source, data) == "Lee")
    }

    @Test("Dotted names match the equivalent nested sections")
    func dottedNameIsSectionShorthand() throws {
        let data: TemplateValue = ["book": ["title": "Dune"]]
        #expect(try render("{{book.title}}={{#book}}{{title}}{{/book}}", data) == "Dune=Dune")
    }

    @Test("Dotted names resolve to any depth")
    func dottedNameDepth() throws {
        let data: TemplateValue = ["l1": ["l2": ["l3": ["l4": ["l5": ["l6": "deep"]]]]]]
        #expect(try render("{{l1.l2.l3.l4.l5.l6}}", data) == "deep")
    }

    @Test("A broken dotted chain renders empty")
    func brokenChain() throws {
        #expect(try render("[{{a.b.c}}]", ["a": [:]]) == "[]")
        #expect(try render("[{{a.b.c}}]", ["a": "text"]) == "[]")
        #expect(try render("[{{a.b}}]", ["a": [1, 2]]) == "[]")
    }

    @Test("Later parts of a dotted name resolve only within the previous part")
    func laterPartsDoNotSearchTheStack() throws {
        let data: TemplateValue = ["x": ["y": [:]], "z": ["label": "wrong"]]
        #expect(try render("[{{x.y.z.label}}]", data) == "[]")
    }

    @Test("The first part of a dotted name searches the whole stack, nearest first")
    func firstPartSearchesStack() throws {
        let data: TemplateValue = [
            "outer": ["cfg": ["mode": ["value": "inner"]]],
            "cfg": ["mode": ["value": "root"]],
        ]
        #expect(try render("{{#outer}}{{cfg.mode.value}}{{/outer}}", data) == "inner")
    }

    @Test("Once the first part resolves, a miss further along does not fall back to outer contexts")
    func dottedContextPrecedence() throws {
        let data: TemplateValue = ["item": ["price": [:]], "price": ["amount": "outer"]]
        #expect(try render("[{{#item}}{{price.amount}}{{/item}}]", data) == "[]")
    }

    @Test("A leading dot resolves only in the current context")
    func leadingDot() throws {
        let data: TemplateValue = ["empty": [:], "full": ["title": "mine"], "title": "root"]
        #expect(try render("[{{#empty}}{{.title}}{{/empty}}][{{#full}}{{.title}}{{/full}}]", data) == "[][mine]")
        #expect(try render("{{#full}}{{title}}{{/full}}", data) == "mine")
        #expect(try render("{{.title}}", data) == "root")
    }

    @Test("A present null shadows the same key further down the stack")
    func nullShadowsOuterValue() throws {
        let data: TemplateValue = ["v": "outer", "inner": ["v": nil]]
        #expect(try render("[{{#inner}}{{v}}{{/inner}}]", data) == "[]")
    }

    @Test("The implicit iterator renders the top of the stack")
    func implicitIterator() throws {
        #expect(try render("Hello, {{.}}!", "world") == "Hello, world!")
        #expect(try render("{{.}}", 42) == "42")
    }

    @Test("The implicit iterator escapes unless triple or ampersand")
    func implicitIteratorEscaping() throws {
        #expect(try render("{{.}}|{{{.}}}|{{&.}}", "<i>") == "&lt;i&gt;|<i>|<i>")
    }

    @Test("Keys may contain non-ASCII characters and dashes")
    func unusualKeys() throws {
        #expect(try render("{{caf\u{E9}}} {{x-y_z}}", ["caf\u{E9}": "ok", "x-y_z": "fine"]) == "ok fine")
    }

    @Test("Interpolation keeps surrounding whitespace", arguments: ["{{s}}", "{{{s}}}", "{{&s}}"])
    func surroundingWhitespace(tag: String) throws {
        #expect(try render("| \(tag)\t|", ["s": "-"]) == "| -\t|")
    }

    @Test("Interpolation tags alone on a line are never standalone", arguments: ["{{s}}", "{{{s}}}", "{{&s}}"])
    func neverStandalone(tag: String) throws {
        #expect(try render("  \(tag)\n", ["s": "-"]) == "  -\n")
        #expect(try render("a\r\n\t\(tag) \r\nb", ["s": ""]) == "a\r\n\t \r\nb")
    }

    @Test(
        "Whitespace inside the tag is ignored",
        arguments: ["{{ s }}", "{{{ s }}}", "{{& s }}", "{{\ts\n}}", "{{&\n s\t}}"])
    func padding(tag: String) throws {
        #expect(try render("|\(tag)|", ["s": "-"]) == "|-|")
    }

    @Test("Adjacent tags and repeated names render independently")
    func adjacentTags() throws {
        #expect(try render("{{a}}{{b}}{{a}}", ["a": "1", "b": "2"]) == "121")
    }

    @Test("Line endings in text are preserved exactly")
    func lineEndings() throws {
        #expect(try render("a\r\n{{x}}\rb\n", ["x": "X"]) == "a\r\nX\rb\n")
    }
}
