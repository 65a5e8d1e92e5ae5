import Testing

@testable import TextMetrics

/// The font stack against what Chromium draws. The expected widths were read in Chromium 156 with
/// `getComputedTextLength()` of SVG text at 14 px in the same font list, with Debian's fonts-liberation2 and
/// fonts-noto-cjk (which `Scripts/bootstrap.sh test` installs).
@Suite struct FontStackTests {
    static let families = ["Arial", "Liberation Sans", "Helvetica", "Noto Sans CJK JP", "Hiragino Sans", "sans-serif"]

    @Test func parsesCSSFamilyLists() {
        #expect(
            FontStack.families(
                css: #"Arial, "Liberation Sans",  Helvetica,"Noto Sans CJK JP",  'Yu Gothic', sans-serif"#)
                == ["Arial", "Liberation Sans", "Helvetica", "Noto Sans CJK JP", "Yu Gothic", "sans-serif"])
        #expect(FontStack.families(css: "Times   New\n  Roman, serif") == ["Times New Roman", "serif"])
        #expect(FontStack.families(css: #""a, b", c"#) == ["a, b", "c"])
        #expect(FontStack.families(css: " , ,") == [])
    }

    @Test func resolvesStandInsButNotTheGenericFallback() throws {
        let stack = FontStack.resolved(Self.families)
        let regular = stack.faces.filter { !$0.bold && !$0.italic }
        // Arial is drawn with Liberation Sans, its metric twin; Liberation Sans and Helvetica resolve to the
        // same file, listed once.
        let arial = try #require(regular.first)
        #expect(arial.family == "Arial" && arial.found == "Liberation Sans")
        #expect(regular.filter { $0.path == arial.path }.count == 1)
        // Hiragino Sans is not on this machine: fontconfig's default for it is no stand-in.
        #expect(!regular.contains { $0.family == "Hiragino Sans" })
        #expect(regular.contains { $0.family == "Noto Sans CJK JP" && $0.found == "Noto Sans CJK JP" })
        #expect(regular.last?.family == "sans-serif")
        // Every style resolves: bold and italic are faces of their own.
        #expect(stack.faces.contains { $0.bold && $0.path.contains("Bold") })
        #expect(stack.faces.contains { $0.italic && $0.path.contains("Italic") })
    }

    @Test(arguments: [
        ("NavigationStack", false, false, 101.172),
        ("NavigationView (iOS 13–15)", false, false, 175.625),
        ("ビューを使う UIHostingController", false, false, 210.063),
        ("Vista raíz, ¿cómo?", true, false, 123.453),
        ("AVoWAY Tj", false, true, 71.078),
    ])
    func widthsAreChromiums(text: String, bold: Bool, italic: Bool, chromium: Double) {
        let stack = FontStack.resolved(Self.families)
        let measured = stack.measure(text, bold: bold, italic: italic)
        #expect(measured.missing.isEmpty)
        // Chromium positions glyphs in 1/64 px; HarfBuzz's advances are exact.
        #expect(abs(measured.em * 14 - chromium) < 0.05, "\(text): \(measured.em * 14) px, Chromium \(chromium) px")
    }

    @Test func charactersNoFaceHasAreReported() {
        let stack = FontStack.resolved(["Liberation Sans"])
        let measured = stack.measure("Aあ")
        #expect(measured.missing == ["あ"])
        #expect(measured.em > 0.6 && measured.em < 0.7)
        #expect(FontStack.resolved(["No Such Family Anywhere"]).faces.isEmpty)
    }

    @Test func identityNamesTheFiles() {
        let stack = FontStack.resolved(Self.families)
        for face in stack.faces { #expect(stack.identity.contains(face.path)) }
        #expect(stack.identity != FontStack.resolved(["Liberation Sans"]).identity)
    }
}
