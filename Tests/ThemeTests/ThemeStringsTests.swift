import Content
import Diagnostics
import Foundation
import Testing

@testable import Theme

@Suite struct ThemeStringsTests {
    static let themeRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Theme")

    static func strings(_ language: String) throws -> ThemeStrings {
        let path = "Theme/strings/\(language).yml"
        let text = try String(contentsOf: themeRoot.appending(path: "strings/\(language).yml"), encoding: .utf8)
        return try ThemeStrings.load(text, language: language, path: path)
    }

    @Test func datesArePerLanguage() throws {
        let date = try #require(ArticleDate("2023-07-20"))
        #expect(try Self.strings("es").format(date) == "20 de julio de 2023")
        #expect(try Self.strings("ja").format(date) == "2023年7月20日")
    }

    @Test func bothLanguagesDefineTheSameKeys() throws {
        #expect(Set(try Self.strings("es").values.keys) == Set(try Self.strings("ja").values.keys))
    }

    @Test func missingKeyNamesTheFileAndKey() {
        let error = #expect(throws: ThemeError.self) {
            try ThemeStrings.load("language_name: x\n", language: "fr", path: "Theme/strings/fr.yml")
        }
        #expect(error?.diagnostic.location?.path == "Theme/strings/fr.yml")
        #expect(error?.diagnostic.message.contains("lack the key") == true)
    }

    @Test func nonStringValueIsLocated() {
        let error = #expect(throws: ThemeError.self) {
            try ThemeStrings.load("home:\n  - a\n", language: "es", path: "s.yml")
        }
        #expect(error?.diagnostic.location?.line == 2)
    }
}
