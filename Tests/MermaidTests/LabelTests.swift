import Mermaid
import Testing

@Suite struct LabelTests {
    private func label(_ shape: String) -> Label {
        parsed("flowchart LR\n    A\(shape)").requireNode("A").label
    }

    @Test func quotedLabelMayContainBrackets() {
        #expect(
            label("[\"texto con (paréntesis) y [corchetes] {llaves} | barra\"]").plainText
                == "texto con (paréntesis) y [corchetes] {llaves} | barra")
    }

    @Test func quotedLabelKeepsCommentMarkersAndSemicolons() {
        #expect(label("[\"a %% b; c\"]").plainText == "a %% b; c")
    }

    @Test(arguments: [
        ("#quot;", "\""), ("#35;", "#"), ("#amp;", "&"), ("#lt;", "<"), ("#gt;", ">"), ("#9829;", "♥"),
        ("#nbsp;", "\u{A0}"), ("#copy;", "©"), ("#lpar;", "("), ("&amp;", "&"), ("&#35;", "#"), ("&#x2665;", "♥"),
        ("&hearts;", "♥"), ("#eacute;", "é"), ("#omega;", "ω"),
    ])
    func entityCodes(entity: String, character: String) {
        #expect(label("[\"x\(entity)y\"]").plainText == "x\(character)y")
        #expect(label("[x\(entity)y]").plainText == "x\(character)y")
    }

    @Test func documentationEntityExample() {
        let chart = parsed("flowchart LR\n    A[\"A double quote:#quot;\"] --> B[\"A dec char:#9829;\"]")
        #expect(chart.requireNode("A").label.plainText == "A double quote:\"")
        #expect(chart.requireNode("B").label.plainText == "A dec char:♥")
    }

    @Test func unknownEntitiesStayAsWritten() {
        #expect(label("[a #nope; b &zz; #; c]").plainText == "a #nope; b &zz; #; c")
    }

    @Test func decodedEntitiesAreNotMarkup() {
        #expect(label("[#lt;b#gt;bold#lt;/b#gt;]").lines == [[TextRun("<b>bold</b>")]])
        #expect(label("[\"`#42;#42;no#42;#42;`\"]").lines == [[TextRun("**no**")]])
    }

    @Test(arguments: ["<br>", "<br/>", "<br />", "<BR>", "<br >", "</br>"])
    func lineBreakTags(tag: String) {
        let label = label("[uno\(tag)dos]")
        #expect(label.lines == [[TextRun("uno")], [TextRun("dos")]])
        #expect(label.plainText == "uno\ndos")
    }

    @Test func lineBreaksAroundSpacesAreTrimmed() {
        #expect(label("[\"uno <br> dos <br/> tres\"]").plainText == "uno\ndos\ntres")
    }

    @Test func consecutiveBreaksKeepAnEmptyLine() {
        #expect(label("[a<br><br>b]").lines == [[TextRun("a")], [], [TextRun("b")]])
    }

    @Test func markdownStringBoldAndItalic() {
        let label = label("[\"`**negrita** y _cursiva_`\"]")
        #expect(label.lines == [[TextRun("negrita", bold: true), TextRun(" y "), TextRun("cursiva", italic: true)]])
        #expect(label.plainText == "negrita y cursiva")
    }

    @Test func markdownStringAlternativeMarkers() {
        let label = label("[\"`__bold__ and *it*`\"]")
        #expect(label.lines == [[TextRun("bold", bold: true), TextRun(" and "), TextRun("it", italic: true)]])
    }

    @Test func markdownBoldItalicTogether() {
        #expect(label("[\"`***ambos***`\"]").lines == [[TextRun("ambos", bold: true, italic: true)]])
        #expect(
            label("[\"`**a _b_ c**`\"]").lines == [
                [
                    TextRun("a ", bold: true), TextRun("b", bold: true, italic: true), TextRun(" c", bold: true),
                ]
            ])
    }

    @Test func markdownNewlinesBreakLinesAndIndentationIsDropped() {
        let chart = parsed("flowchart LR\n    A[\"`Línea 1\n    Línea **2**\n\n    Línea 3`\"]")
        let label = chart.requireNode("A").label
        #expect(
            label.lines == [
                [TextRun("Línea 1")], [TextRun("Línea "), TextRun("2", bold: true)], [TextRun("Línea 3")],
            ])
        #expect(label.plainText == "Línea 1\nLínea 2\nLínea 3")
    }

    @Test func markdownIntrawordUnderscoresAreText() {
        #expect(label("[\"`snake_case_name`\"]").lines == [[TextRun("snake_case_name")]])
        #expect(label("[\"`a_b_ _c_`\"]").lines == [[TextRun("a_b_ "), TextRun("c", italic: true)]])
    }

    @Test func markdownIntrawordAsterisksEmphasiseAsInCommonMark() {
        #expect(label("[\"`2*3*4`\"]").lines == [[TextRun("2"), TextRun("3", italic: true), TextRun("4")]])
    }

    @Test func markdownUnmatchedDelimitersAreText() {
        #expect(label("[\"`**solo abre`\"]").lines == [[TextRun("**solo abre")]])
        #expect(label("[\"`a * b`\"]").lines == [[TextRun("a * b")]])
    }

    @Test func markdownEscapes() {
        #expect(label("[\"`\\*no\\*`\"]").lines == [[TextRun("*no*")]])
    }

    @Test func markdownInEveryShape() {
        #expect(label("((\"`**c**`\"))").lines == [[TextRun("c", bold: true)]])
        #expect(label("{\"`_r_`\"}").lines == [[TextRun("r", italic: true)]])
    }

    @Test func asterisksInPlainLabelsAreText() {
        #expect(label("[\"**no** _markdown_\"]").plainText == "**no** _markdown_")
    }

    /// Mermaid 11 draws a line break in a text label, and `\n` written out, as a new line (`nonMarkdownToHTML`).
    @Test func newlineInPlainQuotedLabelBreaksTheLine() {
        #expect(label("[\"uno\n   dos\"]").plainText == "uno\ndos")
        #expect(label("[\"uno\\ndos\"]").plainText == "uno\ndos")
        #expect(label("[uno\\ndos]").plainText == "uno\ndos")
    }

    @Test func htmlFormattingTags() {
        #expect(
            label("[a <b>negrita</b> <i>cursiva</i> <strong>S</strong><em>E</em>]").lines == [
                [
                    TextRun("a "), TextRun("negrita", bold: true), TextRun(" "), TextRun("cursiva", italic: true),
                    TextRun(" "), TextRun("S", bold: true), TextRun("E", italic: true),
                ]
            ])
    }

    @Test func otherTagsAreDroppedKeepingContent() {
        #expect(label("[AAA<span style='color:red'>BBB</span>]").plainText == "AAABBB")
    }

    @Test func lessThanThatIsNotATagIsText() {
        #expect(label("[\"a < b > c\"]").plainText == "a < b > c")
        #expect(label("[x <= 3]").plainText == "x <= 3")
    }

    @Test func whitespaceCollapses() {
        #expect(label("[\"  muchos \t  espacios  \"]").plainText == "muchos espacios")
    }

    @Test func japaneseAndSpanishUnquoted() {
        let chart = parsed("flowchart TD\n    A[背景色を変更] --> B{¿Quién posee la rama?}\n    B -->|はい| C(Añadir acción)")
        #expect(chart.requireNode("A").label.plainText == "背景色を変更")
        #expect(chart.requireNode("B").label.plainText == "¿Quién posee la rama?")
        #expect(chart.requireNode("C").label.plainText == "Añadir acción")
        #expect(chart.edges[1].label?.plainText == "はい")
    }

    @Test func japaneseAndAccentsQuotedAndInMarkdown() {
        let chart = parsed("flowchart TD\n    A[\"日本語 (テスト)\"] --> B[\"`**重要** ñandú`\"]")
        #expect(chart.requireNode("A").label.plainText == "日本語 (テスト)")
        #expect(chart.requireNode("B").label.lines == [[TextRun("重要", bold: true), TextRun(" ñandú")]])
    }

    @Test func ideographicSpaceIsKept() {
        #expect(label("[\"日本\u{3000}語\"]").plainText == "日本\u{3000}語")
    }

    @Test func emojiInLabels() {
        #expect(label("[\"This ❤ Unicode 🎉\"]").plainText == "This ❤ Unicode 🎉")
    }

    @Test func labelValueHelpers() {
        let label = Label(plainText: "uno\ndos")
        #expect(label.lines == [[TextRun("uno")], [TextRun("dos")]])
        #expect(!label.isEmpty)
        #expect(Label(plainText: "").isEmpty)
        #expect(TextRun("x", bold: true).description == "**x**")
    }
}
