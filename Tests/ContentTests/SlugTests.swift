import Testing

@testable import Content

/// A slug over the length limit is named as too long, and its suggested replacement is a valid slug (before,
/// the message asked for lowercase letters and suggested the same 130-letter slug; `puente new` made such names).
@Suite struct SlugTests {
    @Test func aTooLongSlugSaysSoAndGetsAValidSuggestion() {
        let long = String(repeating: "a", count: 130)
        #expect(!Slug.isValid(long))
        #expect(Slug.problem(long) == "it is 130 characters long, and a slug has at most 120")
        #expect(Slug.suggestion(for: long) == String(repeating: "a", count: 120))
        let words = Array(repeating: "migracion", count: 20).joined(separator: " ")
        let suggested = Slug.suggestion(for: words)
        #expect(Slug.isValid(suggested))
        #expect(suggested.count <= Slug.maxLength && suggested.hasSuffix("migracion"))
        #expect(Slug.problem("Mi Artículo") == "use lowercase ASCII letters, digits and '-'")
    }
}
