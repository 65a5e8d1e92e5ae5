import Testing

@testable import Markdown

/// GitHub's alerts, `> [!NOTE]` and its four siblings, as callouts: which quotes become one, what they hold,
/// how they render, and which markers are reported as unknown.
@Suite struct CalloutTests {
    static func resolved(_ markdown: String) -> (document: MarkdownNode, unknown: [Callouts.Unknown]) {
        Callouts.resolve(in: CommonMarkConverter.parse(markdown))
    }

    @Test(arguments: CalloutKind.allCases)
    func eachKindInAnyCaseIsACallout(_ kind: CalloutKind) {
        for name in [kind.rawValue.uppercased(), kind.rawValue, kind.rawValue.capitalized] {
            let (document, unknown) = Self.resolved("> [!\(name)]\n> Usa `task` en iOS 15.\n")
            #expect(unknown.isEmpty)
            #expect(document.children.first?.kind == .callout(kind), "\(name)")
            #expect(document.children.first?.children.first?.kind == .paragraph)
            #expect(document.children.first?.children.first?.plainText == "Usa task en iOS 15.")
        }
    }

    @Test func theCalloutRendersAsAnAsideWithItsLocalizedTitle() {
        let (document, _) = Self.resolved("> [!WARNING]\n> Primero.\n>\n> Segundo.\n")
        let html = HTMLRenderer(options: .init(calloutTitles: [.warning: "Advertencia"])).render(document)
        #expect(html.hasPrefix("<aside class=\"callout callout-warning\">\n<p class=\"callout-title\"><svg "))
        #expect(html.contains("aria-hidden=\"true\""))
        #expect(html.contains("</svg>Advertencia</p>\n<p>Primero.</p>\n<p>Segundo.</p>\n</aside>\n"))
        let english = HTMLRenderer().render(document)
        #expect(english.contains("</svg>Warning</p>"))
    }

    @Test(arguments: [
        "> [!NOTE] en la misma línea\n", "> Texto\n> [!NOTE]\n", "> [!NO TE]\n> x\n", "> [NOTE]\n> x\n",
        "[!NOTE]\nx\n", "> *[!NOTE]*\n> x\n",
    ])
    func otherQuotesStayQuotes(_ markdown: String) {
        let (document, unknown) = Self.resolved(markdown)
        #expect(!document.children.contains { if case .callout = $0.kind { true } else { false } })
        #expect(unknown.isEmpty)
    }

    @Test func anUnknownKindIsReportedAtItsQuoteAndLeftAQuote() {
        let (document, unknown) = Self.resolved("Texto.\n\n> [!NOTA]\n> Algo.\n\n- > [!DANGER]\n  > x\n")
        #expect(document.children[1].kind == .blockQuote)
        #expect(unknown.map(\.name) == ["NOTA", "DANGER"])
        #expect(unknown.first?.range?.startLine == 3)
        #expect(Callouts.suggestion(for: "NOTA") == "NOTE" && Callouts.suggestion(for: "danger") == "CAUTION")
        #expect(Callouts.suggestion(for: "WARN") == "WARNING" && Callouts.suggestion(for: "XYZ") == nil)
    }

    @Test func calloutsNestAndAMarkerAloneMakesAnEmptyOne() {
        let (document, _) = Self.resolved("- > [!TIP]\n  > > [!CAUTION]\n  > > Cuidado.\n\n> [!IMPORTANT]\n")
        let item = document.children[0].children[0]
        #expect(item.children[0].kind == .callout(.tip))
        #expect(item.children[0].children[0].kind == .callout(.caution))
        #expect(document.children[1].kind == .callout(.important) && document.children[1].children.isEmpty)
    }
}
