import Foundation
import Testing

@testable import Search

/// Snowball's published Spanish test vocabulary (`Tests/Fixtures/search/snowball-spanish.json`: each word with
/// the stem Snowball gives it): the stemmer, aliases left out, gives every word that stem (folded, as the
/// index stores it). The JS tests run the same file.
@Suite struct SnowballVocabularyTests {
    struct File: Decodable {
        var source: String
        var words: [[String]]
    }

    static let file: File = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/search/snowball-spanish.json")
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }()

    @Test func everyWordGetsSnowballsStem() {
        #expect(Self.file.words.count > 28_000)
        var wrong: [String] = []
        for entry in Self.file.words {
            let stem = SpanishStemmer.snowball(entry[0])
            if stem != Tokenizer.foldedWord(entry[1]) {
                wrong.append("\(entry[0]) → \(stem ?? "nil"), not \(entry[1])")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) words: \(wrong.prefix(40).joined(separator: "; "))")
    }
}
