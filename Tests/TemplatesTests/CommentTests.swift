import Templates
import Testing

@Suite("Comments")
struct CommentTests {
    @Test("Inline comments are removed")
    func inline() throws {
        #expect(try render("abc{{! a remark }}def") == "abcdef")
    }

    @Test("Comments may span several lines")
    func multiline() throws {
        #expect(try render("abc{{!\n  line one\n  line two\n}}def\n") == "abcdef\n")
    }

    @Test("Comments may contain opening delimiters, braces and sigils")
    func tagsInsideComments() throws {
        #expect(try render("a{{! {{#x {{/y {{ } !}}b", ["x": true]) == "ab")
    }

    @Test("A comment ends at the first closing delimiter; tags inside it have no effect")
    func commentEndsAtFirstCloser() throws {
        #expect(try render("a{{!{{=<% %>=}}}}b{{x}}", ["x": "X"]) == "a}}bX")
    }

    @Test("An empty comment is allowed")
    func emptyComment() throws {
        #expect(try render("a{{!}}b") == "ab")
    }

    @Test("Standalone comment lines are removed")
    func standalone() throws {
        #expect(try render("Start\n{{! remark }}\nFinish\n") == "Start\nFinish\n")
    }

    @Test("Indented standalone comment lines are removed")
    func indentedStandalone() throws {
        #expect(try render("Start\n \t {{! remark }}\nFinish\n") == "Start\nFinish\n")
    }

    @Test("\\r\\n ends a standalone comment line")
    func standaloneCRLF() throws {
        #expect(try render("[\r\n{{! remark }}\r\n]") == "[\r\n]")
    }

    @Test("A standalone comment on the first line needs no preceding newline")
    func standaloneWithoutPreviousLine() throws {
        #expect(try render("   {{! first }}\nrest") == "rest")
    }

    @Test("A standalone comment on the last line needs no following newline")
    func standaloneWithoutNewline() throws {
        #expect(try render("rest\n   {{! last }}") == "rest\n")
    }

    @Test("Standalone multi-line comments are removed entirely")
    func multilineStandalone() throws {
        #expect(try render("Start\n{{!\nnotes\nmore notes\n}}\nFinish\n") == "Start\nFinish\n")
    }

    @Test("Indented standalone multi-line comments are removed entirely")
    func indentedMultilineStandalone() throws {
        #expect(try render("Start\n    {{!\n      notes\n    }}  \nFinish\n") == "Start\nFinish\n")
    }

    @Test("A comment after text on its line is not standalone")
    func indentedInline() throws {
        #expect(try render("  ab {{! cd }}\n") == "  ab \n")
    }

    @Test("A comment followed by text on its line is not standalone")
    func commentBeforeText() throws {
        #expect(try render("  {{! cd }} ef\n") == "   ef\n")
    }

    @Test("A multi-line comment that ends before text is not standalone")
    func multilineCommentEndingBeforeText() throws {
        #expect(try render("A\n{{!\nnote\n}}B\nC") == "A\nB\nC")
    }

    @Test("Whitespace around an inline comment is preserved")
    func surroundingWhitespace() throws {
        #expect(try render("abc {{! remark }} def") == "abc  def")
    }

    @Test("A comment next to an interpolation keeps the line")
    func commentWithInterpolation() throws {
        #expect(try render("{{! c }}{{x}}\n", ["x": "X"]) == "X\n")
    }
}
