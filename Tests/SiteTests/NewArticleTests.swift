import Diagnostics
import Foundation
import Testing

@testable import Site

/// `puente new`: the file's slug, from the title or from `--slug`; never a date.
@Suite struct NewArticleTests {
    func site() throws -> URL {
        let root = TestSite.temporaryFolder("puente-new")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Content"), withIntermediateDirectories: true)
        try Data(
            "base_url: \"https://x.example/\"\ndefault_language: es\nlanguages:\n  es:\n    title: S\n  ja:\n    title: J\n"
                .utf8
        ).write(to: root.appending(path: "Content/site.yml"))
        return root
    }

    func create(_ root: URL, _ language: String, _ title: String, slug: String? = nil) -> Result<String, Diagnostic> {
        Result(catching: { () throws(Diagnostic) -> String in
            try NewArticle.create(siteRoot: root, language: language, title: title, date: "2026-12-06", slug: slug)
        })
    }

    @Test func kanaAndAccentsAreSpelledInLatinLetters() throws {
        #expect(NewArticle.slug(for: "ナビゲーション") == "nabigeshon")
        #expect(NewArticle.slug(for: "SwiftUI のリスト") == "swiftui-norisuto")
        #expect(NewArticle.slug(for: "Versión mínima: ¿cómo?") == "version-minima-como")
        #expect(NewArticle.slug(for: "Привет") == "privet")
        #expect(NewArticle.slug(for: "ナビゲーションの移行") == nil)  // kanji: the reading is not known
        #expect(NewArticle.slug(for: "🙂 !!") == nil)
        #expect(NewArticle.slug(for: "An article") == "an-article")
    }

    @Test func aTitleWithKanjiAsksForASlugAndNeverGetsADate() throws {
        let root = try site()
        guard case .failure(let error) = create(root, "ja", "ナビゲーションの移行") else {
            Issue.record("made a file without --slug")
            return
        }
        #expect(error.message.contains("kanji"))
        #expect(error.help?.contains("--slug") == true)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Content").path) == ["site.yml"])
        #expect(
            try create(root, "ja", "ナビゲーションの移行", slug: "navigation-migration").get()
                == "Content/ja/navigation-migration.md")
        // A second article the same day is no problem: its slug is its own.
        #expect(try create(root, "ja", "ナビゲーション", slug: nil).get() == "Content/ja/nabigeshon.md")
        let text = try String(contentsOf: root.appending(path: "Content/ja/navigation-migration.md"), encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: \"ナビゲーションの移行\"\n"))
    }

    @Test func aSlugIsCheckedBeforeAnythingIsWritten() throws {
        let root = try site()
        for bad in ["Navegación", "con espacios", "-x", "a--b", "search", ""] {
            guard case .failure(let error) = create(root, "es", "Navegación", slug: bad) else {
                Issue.record("accepted --slug '\(bad)'")
                continue
            }
            #expect(error.message.contains("'\(bad)'"))
        }
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Content/es").path))
    }
}
