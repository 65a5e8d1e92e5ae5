import Testing

@testable import Markdown

/// `lineSlices()` is a faster `split(separator: "\n", omittingEmptySubsequences: false)`: the same lines for any
/// text, including carriage returns, combining marks after a line feed, and emoji.
@Suite struct LineSlicesTests {
    @Test func sameLinesAsSplittingByCharacters() {
        let pieces = ["a", "\n", "\r", "\r\n", "\n\u{301}", "é", "e\u{301}", "日本", "👩‍👩‍👧", "", " ", "\n\n"]
        var seed: UInt64 = 20_261_201
        for _ in 0..<5_000 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(seed >> 60) + 1 {
                let pick = Int((seed >> UInt64(4 * (step % 14))) & 0xF) % pieces.count
                text += pieces[pick]
            }
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(text.lineSlices() == expected, "\(Array(text.unicodeScalars))")
            let sub = text.dropFirst()
            #expect(
                sub.lineSlices().map(String.init)
                    == sub.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        #expect("".lineSlices() == [""])
        #expect("a\nb\n".lineSlices() == ["a", "b", ""])
        #expect("a\r\nb".lineSlices() == ["a\r\nb"])
    }
}
