import LineBreaking
import Mermaid
import Testing

@testable import Diagrams

@Suite struct TextMeasureWrapTests {
    func lines(_ text: String) -> [String] {
        TextMeasure().wrap([TextRun(text, bold: false, italic: false)]).map { $0.runs.map(\.text).joined() }
    }

    /// Never at a line's start (kinsoku): the prolonged sound mark, small kana, closing punctuation.
    static let noStart = Set("ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ。、）」』．，！？".unicodeScalars)
    /// Never at a line's end: opening brackets.
    static let noEnd = Set("（「『".unicodeScalars)

    @Test func latinTextBreaksAtSpacesAsBefore() {
        #expect(
            lines("La vista declarativa llama al enrutador que decide la ruta")
                == ["La vista declarativa llama al", "enrutador que decide la ruta"])
        #expect(
            lines("UIHostingControllerQueNoCabeEnUnaLineaPorqueEsLarguisimo") == [
                "UIHostingControllerQueNoCabeEnUnaLineaPorqueEsLarguisimo"
            ])
    }

    @Test func aLoneKanaNeverEndsALabel() {
        // Fourteen 14 px characters fill a 200 px line: the fifteenth would be alone.
        #expect(lines("あいうえおかきくけこさしすせそ") == ["あいうえおかきくけこさしす", "せそ"])
    }

    @Test func noLineStartsWithTheProlongedSoundMarkOrAFullStop() {
        for text in ["あいうえおかきくけこさしすせーそ", "あいうえおかきくけこさしすせ。そ", "あいうえおかきくけこさしすせ）そ"] {
            let wrapped = lines(text)
            #expect(wrapped.count == 2, "\(wrapped)")
            #expect(wrapped.joined() == text)
            #expect(!Self.noStart.contains(wrapped[1].unicodeScalars.first!), "\(wrapped)")
        }
    }

    @Test func mixedTextBreaksAtItsSpaceLikeMermaid() {
        // Filling to the last character would end the line with を and start the next with 使う: the space
        // before を is where a reader expects the break (the line stays more than half full).
        #expect(lines("SwiftUI の NavigationStack を使う画面遷移") == ["SwiftUI の NavigationStack", "を使う画面遷移"])
        // A line that fits is not broken early.
        #expect(
            lines("画面遷移には NavigationStackとNavigationPathを使う")
                == ["画面遷移には NavigationStack", "とNavigationPathを使う"])
    }

    /// Random Japanese with punctuation and brackets (no spaces: after a space any line may start, as
    /// UAX #14 says): every line keeps the kinsoku rules, and together the lines are the text.
    @Test func randomJapaneseKeepsTheRules() {
        let alphabet = Array("あいうかがきーっゃょ漢字背景色。、「」（）UI".unicodeScalars)
        var state: UInt64 = 5
        for _ in 0..<500 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(8 + Int(state % 40)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let source = String(text)
            let wrapped = TextMeasure().wrap([TextRun(source, bold: false, italic: false)])
            let texts = wrapped.map { $0.runs.map(\.text).joined() }
            #expect(
                texts.joined().filter { $0 != " " } == source.filter { $0 != " " }, "\(texts)")
            for (index, line) in texts.enumerated() where index > 0 {
                #expect(!Self.noStart.contains(line.unicodeScalars.first!), "\(texts)")
                #expect(!Self.noEnd.contains(texts[index - 1].unicodeScalars.last!), "\(texts)")
            }
            if texts.count >= 2, let last = texts.last, last.unicodeScalars.count == 1 {
                #expect(!ICULineBreaker.isJapanese(last.unicodeScalars.first!), "\(texts)")
            }
        }
    }
}
