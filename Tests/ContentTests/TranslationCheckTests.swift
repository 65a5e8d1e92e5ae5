import Config
import Diagnostics
import Foundation
import Testing

@testable import Content

/// Missing translations (#42): a warning naming the edition expected, an error under `translations: required`;
/// and links to an article that did not load are not reported as broken.
@Suite struct TranslationCheckTests {
    /// A site with Spanish and Japanese, `extra` lines in its site.yml and `files` under `Content/`.
    static func site(_ files: [String: String], extra: String = "") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-translations-\(UUID().uuidString)")
        let all = files.merging([
            "site.yml": "base_url: \"https://x.example/\"\nlanguages:\n  es: { title: S }\n  ja: { title: J }\n"
                + "snippets: { check: false }\n\(extra)"
        ]) { mine, _ in mine }
        for (path, text) in all {
            let url = root.appending(path: "Content/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func article(_ title: String, translation: String? = nil, body: String = "") -> String {
        "---\ntitle: \"\(title)\"\n" + (translation.map { "translation: \($0)\n" } ?? "") + "---\n\n\(body)\n"
    }

    @Test func aTypoInATranslationKeyNamesTheKeyMeant() throws {
        let root = try Self.site([
            "es/navegacion.md": Self.article("Navegación", translation: "navegacion"),
            "ja/navigation.md": Self.article("ナビゲーション", translation: "navegación"),
            "es/hola.md": Self.article("Hola", translation: "saludo"),
            "ja/konnichiwa.md": Self.article("こんにちは", translation: "saludo"),
        ])
        let result = ContentLoader(siteRoot: root).load()
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/es/navegacion.md:3:14: warning: translation 'navegacion' has no Japanese article; "
                    + "did you mean 'navegación'?",
                "Content/ja/navigation.md:3:14: warning: translation 'navegación' has no Spanish article; "
                    + "did you mean 'navegacion'?",
            ])
        #expect(result.content != nil)
    }

    @Test func anArticleWithNoCounterpartIsAWarningAndAnErrorWhenRequired() throws {
        let files = ["es/solo.md": Self.article("Solo")]
        let warned = ContentLoader(siteRoot: try Self.site(files)).load()
        #expect(
            warned.diagnostics.map(\.description) == [
                "Content/es/solo.md:1:1: warning: 'solo' has no Japanese article with translation: solo"
            ])
        #expect(warned.diagnostics.first?.help?.contains("translations: optional") == true)
        #expect(warned.content != nil)

        let strict = ContentLoader(siteRoot: try Self.site(files, extra: "translations: required\n")).load()
        #expect(strict.diagnostics.map(\.severity) == [.error])
        #expect(strict.content == nil)

        let quiet = ContentLoader(siteRoot: try Self.site(files, extra: "translations: optional\n")).load()
        #expect(quiet.diagnostics.isEmpty)
    }

    @Test func anUnknownPolicyIsAnErrorAtItsValue() throws {
        let result = ContentLoader(siteRoot: try Self.site([:], extra: "translations: strict\n")).load()
        #expect(result.diagnostics.first?.message == "translations must be warn, required or optional, found 'strict'")
    }

    /// `titel:` makes b.md fail to load: that is its error, and the links to it from a.md are not also "no
    /// article at Content/es/b.md"; a link to a file that is not there still is.
    @Test func aLinkToAnArticleWithErrorsOfItsOwnIsNotBroken() throws {
        let root = try Self.site(
            [
                "es/a.md": Self.article("A", body: "[b](b.md), [b's heading](b.md#uno) and [c](c.md)"),
                "es/b.md": "---\ntitel: B\n---\n\n## Uno\n",
            ], extra: "translations: optional\n")
        let result = ContentLoader(siteRoot: root).load()
        let lines = result.diagnostics.map(\.description)
        #expect(lines.contains { $0.hasPrefix("Content/es/b.md:") && $0.contains("title") })
        #expect(!lines.contains { $0.contains("no article at Content/es/b.md") })
        #expect(lines.contains { $0.hasPrefix("Content/es/a.md:5:") && $0.contains("no article at Content/es/c.md") })
        #expect(result.content == nil)
    }
}
