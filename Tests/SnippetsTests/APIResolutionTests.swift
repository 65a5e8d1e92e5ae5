import CodeBlocks
import Config
import Content
import Foundation
import Testing

@testable import Snippets

/// The APIs a checked snippet uses are the declarations the compiler resolved its names to (its index
/// store), never names matched against the stubs: a local, a parameter or a type of the snippet's own named
/// like an Apple API makes no claim, and overloads of one name are told apart.
@Suite(.tags(.slow)) struct APIResolutionTests {
    /// Where each Apple API use of the only block sits, by the name written there.
    static func uses(_ report: SnippetReport, code: String) -> [(name: String, symbol: StubSymbol)] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let block = report.uses["Content/es/t.md"]?.first?.uses ?? []
        return block.map { use in
            let line = lines[use.line]
            let name = line[(use.column - 1)...].prefix {
                $0 == 95 || (65...90).contains($0) || (97...122).contains($0)
            }
            return (String(decoding: name, as: UTF8.self), report.symbols[use.usr]!)
        }
    }

    /// The popover that follows the name `name` in `html`, and whether the name is marked.
    static func popover(of name: String, in html: String, marked: Bool? = nil) -> RenderedPopover? {
        RenderedPopover.find(name, in: html, marked: marked)
    }

    @Test func ownNamesMakeNoClaimsWhileTheRealAPIsOnTheSameLinesDo() throws {
        let code = """
            struct Label { var text: String }
            struct Lugar { var name: String }
            struct Vista: View {
                let lugares: [Lugar]
                @State var shown = false
                var body: some View {
                    List(lugares, id: \\.name) { place in Text(place.name) }
                        .sheet(isPresented: $shown) {
                            if #available(iOS 16.0, *) { Text("x").presentationDetents([.medium]) }
                        }
                }
                func fila(title: String) -> some View {
                    let place = Label(text: title); return Text(title + place.text)
                }
            }
            """
        let report = try SnippetSite.check("```swift\n\(code)\n```\n")
        #expect(report.outcomes["Content/es/t.md"] == [.passed(ios: IOSVersion(major: 15))], "\(report.diagnostics)")
        let uses = Self.uses(report, code: code)
        let names = Set(uses.map(\.name))
        for own in ["place", "title", "Label", "Lugar", "lugares", "shown", "fila", "text", "name"] {
            #expect(!names.contains(own), "\(own) was claimed as an Apple API: \(uses.filter { $0.name == own })")
        }
        for real in ["View", "State", "List", "Text", "sheet", "presentationDetents", "medium"] {
            #expect(names.contains(real), "\(real) was not resolved")
        }
        let detents = try #require(uses.first { $0.name == "presentationDetents" })
        #expect(detents.symbol.module == "SwiftUI")
        #expect(detents.symbol.availability.introduced == "16.0")

        // On the page: notes on presentationDetents and `.medium` (both iOS 16, newer than the block's iOS 15),
        // none on `place`.
        let renderer = CodeBlockRenderer(strings: .english, symbols: report.symbols)
        let html = renderer.render(
            code: code, language: "swift", title: nil, badge: nil, uses: report.uses["Content/es/t.md"]?.first)
        for name in ["presentationDetents", "medium"] {
            let popover = try #require(Self.popover(of: name, in: html), "\(name)")
            #expect(popover.marked && popover.html.contains("<span class=\"api-availability\">iOS 16.0+</span>"))
        }
        #expect(html.components(separatedBy: "class=\"api api-marked\"").count == 3, "\(html)")
        #expect(Self.popover(of: "place", in: html) == nil && Self.popover(of: "title", in: html) == nil)
        #expect(Self.popover(of: "Label", in: html) == nil)
        #expect(Self.popover(of: "Text", in: html) != nil && Self.popover(of: "List", in: html) != nil)
    }

    @Test func overloadsWithDifferentAvailabilityAreToldApart() throws {
        let code = """
            struct Contador: View {
                @State var n = 0
                var body: some View {
                    if #available(iOS 17.0, *) {
                        Text("a").onChange(of: n) { viejo, nuevo in }
                    } else {
                        Text("b").onChange(of: n) { nuevo in }
                    }
                }
            }
            """
        let report = try SnippetSite.check("```swift\n\(code)\n```\n")
        #expect(report.outcomes["Content/es/t.md"] == [.passed(ios: IOSVersion(major: 15))], "\(report.diagnostics)")
        let changes = Self.uses(report, code: code).filter { $0.name == "onChange" }.map(\.symbol)
        try #require(changes.count == 2)
        #expect(changes[0].path.last == "onChange(of:initial:_:)")
        #expect(changes[0].availability.introduced == "17.0" && changes[0].availability.deprecated == nil)
        #expect(changes[1].path.last == "onChange(of:perform:)")
        #expect(changes[1].availability.deprecated == "17.0")
        let html = CodeBlockRenderer(strings: .english, symbols: report.symbols).render(
            code: code, language: "swift", title: nil, badge: nil, uses: report.uses["Content/es/t.md"]?.first)
        #expect(html.contains("<span class=\"api-availability\">iOS 17.0+</span>"))
        #expect(html.contains("<span class=\"api-availability\">deprecated in iOS 17.0"))
    }

    @Test func hiddenLinesAndPreludesAreNotShownSoTheirUsesAreNotRecorded() throws {
        let code = "//# struct V: View {\n//#     var body: some View {\nText(\"hola\")\n//#     }\n//# }"
        let report = try SnippetSite.check("```swift\n\(code)\n```\n")
        let uses = report.uses["Content/es/t.md"]?.first?.uses ?? []
        // Only `Text` (the type and its initializer) on the one visible line (line 0 of the shown code);
        // `View` is on a hidden line.
        #expect(Set(uses.map(\.line)) == [0], "\(uses)")
        #expect(Set(uses.compactMap { report.symbols[$0.usr]?.path.first }) == ["Text"])
    }
}
