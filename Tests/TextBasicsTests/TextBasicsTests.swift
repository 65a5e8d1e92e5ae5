import Testing

@testable import TextBasics

/// The text helpers the parsers share: what counts as whitespace at the ends of a string, and how `%XX`
/// escapes decode.
@Suite struct TextBasicsTests {
    @Test func trimmingRemovesUnicodeWhitespaceScalarByScalar() {
        #expect(" \t título \n".trimmingWhitespace == "título")
        #expect("\u{3000}見出し\u{00A0}".trimmingWhitespace == "見出し", "ideographic and no-break spaces")
        #expect("\u{200B}a\u{200B}".trimmingWhitespace == "\u{200B}a\u{200B}", "a zero-width space is not White_Space")
        #expect(" \u{301}x".trimmingWhitespace == "\u{301}x", "a combining mark after a space stays")
        #expect("   ".trimmingWhitespace == "")
        #expect("a b".containsWhitespace && !"ab".containsWhitespace)
    }

    @Test func percentEscapesDecodeOrAreRefused() {
        #expect(PercentDecoding.decode("caf%C3%A9") == "café")
        #expect(PercentDecoding.decode("versi%C3%B3n") == "versión")
        #expect(PercentDecoding.decode("bad%ZZ") == nil)
        #expect(PercentDecoding.decode("sin-escapes") == "sin-escapes")
        #expect(PercentDecoding.decode("%4") == nil)
        #expect(PercentDecoding.decode("%zz") == nil)
        #expect(PercentDecoding.decode("%FF") == nil, "not UTF-8")
        #expect(PercentDecoding.decode(Array("%FF%00".utf8)) == [0xFF, 0x00], "bytes decode whatever they are")
        #expect(PercentDecoding.decode(Array("a%".utf8)) == nil)
    }

    @Test func asciiClassesAreASCIIOnly() {
        #expect(Character("7").isASCIIDigit && !Character("٣").isASCIIDigit)
        #expect(Unicode.Scalar("_").isASCIIWordCharacter && !Unicode.Scalar("é").isASCIILetter)
        #expect(Unicode.Scalar(0x0C).isHTMLWhitespace && !Unicode.Scalar(0xA0).isHTMLWhitespace)
    }
}
