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
        #expect(try Self.strings("es").format(year: 2023, month: 7, day: 20) == "20 de julio de 2023")
        #expect(try Self.strings("ja").format(year: 2023, month: 7, day: 20) == "2023年7月20日")
    }

    @Test func bothLanguagesDefineTheSameKeys() throws {
        #expect(Set(try Self.strings("es").values.keys) == Set(try Self.strings("ja").values.keys))
    }

    /// The built-in files word every key added later themselves; a site's older file gets English for them.
    @Test func keysAddedLaterAreInEveryBuiltInFileAndOptionalInASitesOwn() throws {
        for language in ["es", "ja", "en"] {
            let text = try String(
                contentsOf: Self.themeRoot.appending(path: "strings/\(language).yml"), encoding: .utf8)
            for key in ThemeStrings.optionalKeys.keys {
                #expect(text.contains("\n\(key): "), "\(language).yml words \(key)")
            }
        }
        var older = try String(contentsOf: Self.themeRoot.appending(path: "strings/es.yml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !ThemeStrings.optionalKeys.keys.contains { line.hasPrefix("\($0): ") } }
            .joined(separator: "\n")
        older += "\n"
        let strings = try ThemeStrings.load(older, language: "es", path: "Theme/strings/es.yml")
        #expect(strings["theme_dark"] == "Dark" && strings["ios_requirement"] == "iOS {version} or later")
        #expect(try Self.strings("es")["theme_dark"] == "Oscuro")
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
