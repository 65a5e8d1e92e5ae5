import Templates
import Testing

@Suite("Set delimiters")
struct DelimiterTests {
    @Test("A set-delimiter tag changes the delimiters for the rest of the template")
    func pairBehavior() throws {
        #expect(try render("{{=<% %>=}}<%greeting%>, {{greeting}}", ["greeting": "hi"]) == "hi, {{greeting}}")
    }

    @Test(
        "Delimiters may use characters that are special in regular expressions",
        arguments: [
            ("[", "]"), ("(", ")"), ("$", "$"), ("|", "|"), ("*", "*"), ("+?", "?+"), ("\\", "\\"), ("^^", "$$"),
        ])
    func specialCharacters(open: String, close: String) throws {
        let source = "{{=\(open) \(close)=}}<\(open)x\(close)>"
        #expect(try render(source, ["x": "ok"]) == "<ok>")
    }

    @Test("Delimiters may be long or non-ASCII")
    func longAndUnicodeDelimiters() throws {
        #expect(try render("{{=<!--[ ]-->=}}<!--[x]-->", ["x": "X"]) == "X")
        #expect(try render("{{=\u{AB} \u{BB}=}}\u{AB}x\u{BB}", ["x": "X"]) == "X")
    }

    @Test("The old delimiters become plain text")
    func oldDelimitersAreText() throws {
        #expect(try render("{{=[ ]=}}{{x}}[x]", ["x": "X"]) == "{{x}}X")
    }

    @Test("Delimiters can be switched back")
    func switchBack() throws {
        #expect(try render("{{=<% %>=}}<%x%><%={{ }}=%>{{x}}", ["x": "X"]) == "XX")
    }

    @Test("New delimiters may equal the current ones")
    func sameDelimiters() throws {
        #expect(try render("{{={{ }}=}}{{x}}", ["x": "X"]) == "X")
    }

    @Test("Every tag kind works with custom delimiters")
    func allTagKinds() throws {
        let source = "{{=<% %>=}}<%#on%><%x%>|<%{x}%>|<%&x%><%/on%><%^off%>!<%/off%><%! note %><%>p%>"
        let data: TemplateValue = ["on": true, "off": false, "x": "<b>"]
        #expect(try render(source, data, partials: ["p": "P"]) == "&lt;b&gt;|<b>|<b>!P")
    }

    @Test("Delimiters set before a section persist inside it")
    func persistIntoSections() throws {
        let source = "{{=| |=}}\n|#on|\n|v| {{v}}\n|/on|\n"
        #expect(try render(source, ["on": true, "v": "V"]) == "V {{v}}\n")
    }

    @Test("Delimiters set inside a section persist after it")
    func persistAfterSections() throws {
        let source = "{{#on}}{{=<% %>=}}<%/on%><%v%>{{v}}"
        #expect(try render(source, ["on": true, "v": "V"]) == "V{{v}}")
        #expect(try render(source, ["on": false, "v": "V"]) == "V{{v}}")
    }

    @Test("Delimiters set before an inverted section persist inside it")
    func persistIntoInvertedSections() throws {
        let source = "{{=| |=}}\n|^off|\n|v| {{v}}\n|/off|\n"
        #expect(try render(source, ["off": false, "v": "V"]) == "V {{v}}\n")
    }

    @Test("Delimiters set in a template do not affect its partials")
    func partialInheritance() throws {
        let partials = ["p": "({{v}})"]
        #expect(try render("{{>p}}{{=| |=}}|>p|", ["v": "V"], partials: partials) == "(V)(V)")
    }

    @Test("Delimiters set in a partial do not leak into the template")
    func postPartial() throws {
        let partials = ["p": "{{=<% %>=}}<%v%>"]
        #expect(try render("{{>p}}{{v}}<%v%>", ["v": "V"], partials: partials) == "VV<%v%>")
    }

    @Test("An inline set-delimiter tag keeps surrounding whitespace")
    func surroundingWhitespace() throws {
        #expect(try render("a {{=<% %>=}} b") == "a  b")
    }

    @Test("A set-delimiter tag after text on its line is not standalone")
    func outlyingWhitespaceInline() throws {
        #expect(try render(" x {{=<% %>=}}\n") == " x \n")
    }

    @Test("Standalone set-delimiter lines are removed")
    func standalone() throws {
        #expect(try render("One\n{{=<% %>=}}\nTwo <%x%>\n", ["x": "2"]) == "One\nTwo 2\n")
    }

    @Test("Indented standalone set-delimiter lines are removed")
    func indentedStandalone() throws {
        #expect(try render("One\n \t{{=<% %>=}}  \nTwo\n") == "One\nTwo\n")
    }

    @Test("\\r\\n ends a standalone set-delimiter line")
    func standaloneCRLF() throws {
        #expect(try render("[\r\n{{= <% %> =}}\r\n]") == "[\r\n]")
    }

    @Test("A standalone set-delimiter tag on the first line needs no preceding newline")
    func standaloneWithoutPreviousLine() throws {
        #expect(try render("  {{=<% %>=}}\nrest") == "rest")
    }

    @Test("A standalone set-delimiter tag on the last line needs no following newline")
    func standaloneWithoutNewline() throws {
        #expect(try render("rest\n  {{=<% %>=}}") == "rest\n")
    }

    @Test("Standalone detection uses the new delimiters on later lines")
    func standaloneWithNewDelimiters() throws {
        let source = "{{=<% %>=}}\n<%#on%>\n  in\n<%/on%>\nout\n"
        #expect(try render(source, ["on": true]) == "  in\nout\n")
    }

    @Test("Whitespace inside the set-delimiter tag is ignored")
    func pairWithPadding() throws {
        #expect(try render("|{{=   <%   %>   =}}|<% x %>|", ["x": "X"]) == "||X|")
        #expect(try render("|{{=\t<%\n%>\t=}}|<%x%>|", ["x": "X"]) == "||X|")
    }
}
