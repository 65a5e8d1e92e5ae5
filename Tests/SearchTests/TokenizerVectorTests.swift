import Foundation
import Testing

@testable import Search

/// The shared vectors: the JS tokenizer runs the same file (`node --test`), so the two cannot drift.
@Suite struct TokenizerVectorTests {
    struct Vector: Decodable, CustomTestStringConvertible {
        var language: String
        var text: String
        var terms: [String]
        var testDescription: String { "\(language): \(text)" }
    }

    struct File: Decodable {
        var version: Int
        var vectors: [Vector]
    }

    static let file: File = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/search/tokenizer-vectors.json")
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }()

    @Test func vectorsAreForThisTokenizerVersion() {
        #expect(Self.file.version == Tokenizer.version)
    }

    @Test(arguments: file.vectors)
    func tokenizesAsSpecified(_ vector: Vector) {
        #expect(Tokenizer.terms(vector.text, language: vector.language) == vector.terms)
    }
}
