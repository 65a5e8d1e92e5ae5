import Foundation

/// A term as a dictionary key, equal and hashed by its UTF-8 bytes.
///
/// `String`'s own equality and hashing are by canonical equivalence, which costs a normalization pass for
/// every string that is not ASCII (most Japanese terms). Every term is made in one normal form (bigrams and
/// kanji from NFKC text; words folded to NFD without marks, or stemmed to ASCII), so two terms are canonically
/// equivalent only when their bytes are equal: comparing bytes gives the same answers, and is how the
/// browser's engine compares them too (JavaScript strings compare by code unit).
struct TermKey: Hashable, Sendable {
    /// The term.
    var string: String

    init(_ string: String) { self.string = string }

    static func == (a: TermKey, b: TermKey) -> Bool {
        var a = a.string
        var b = b.string
        return a.withUTF8 { x in
            b.withUTF8 { y in
                x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
