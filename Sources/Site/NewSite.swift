import Config
import Content
import Diagnostics
import Foundation

/// `puente init [DIR] [--languages es,ja] [--ios 15.0]`: a new site that builds at once, with nothing in it but
/// `Content/site.yml` and one sample article per language (a checked Swift snippet and a flowchart). The theme
/// and the stub modules are Puente's built-in ones (``SiteFiles/BuiltInFiles``) until the site adds its own.
///
/// Nothing is ever overwritten: when any file it would write is already there, nothing is written at all.
public enum NewSite {
    /// What ``create(in:languages:ios:date:)`` wrote, site-relative, in order.
    public typealias Written = [String]

    /// Creates the site in `folder` (made when missing) for `languages` (the first is the default), checking
    /// snippets for iOS `ios`, with articles dated `date` (`YYYY-MM-DD`).
    public static func create(in folder: URL, languages: [String], ios: String, date: String) throws(Diagnostic)
        -> Written
    {
        guard !languages.isEmpty else { throw .error("--languages needs at least one language code, such as es,ja") }
        if let duplicate = languages.first(where: { code in languages.filter { $0 == code }.count > 1 }) {
            throw .error("'\(duplicate)' is listed twice in --languages")
        }
        for code in languages where !isLanguageCode(code) {
            throw .error(
                "'\(code)' is not a language code", help: "use codes such as es, ja, en or pt-BR, separated by commas")
        }
        guard IOSVersion(ios) != nil else {
            throw .error("'\(ios)' is not an iOS version", help: "for example --ios 15 or --ios 16.4")
        }
        var files: [(path: String, text: String)] = [("Content/site.yml", config(languages, ios: ios, folder: folder))]
        for code in languages {
            let sample = Sample.for(code)
            files.append(
                ("Content/\(code)/\(sample.slug).md", sample.article(date: date, translated: languages.count > 1)))
        }
        // The configuration must be one Puente reads back without a complaint before anything is written.
        let warnings: [ConfigError]
        do {
            warnings = try SiteConfigLoader.load(files[0].text, path: files[0].path).1
        } catch {
            throw error.diagnostic
        }
        if let warning = warnings.first { throw warning.diagnostic }
        let manager = FileManager.default
        let existing = files.map(\.path).filter { manager.fileExists(atPath: folder.appending(path: $0).path) }
        guard existing.isEmpty else {
            throw .error(
                "\(existing[0]) already exists in \(folder.path); nothing was written",
                help: "run puente init in an empty folder, or add articles with puente new <lang> \"<title>\"")
        }
        for file in files {
            let url = folder.appending(path: file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // withoutOverwriting: a file that appeared since the check above is left as it is.
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw .error("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        return files.map(\.path)
    }

    /// A BCP 47-like code: two or three letters, then optional `-` parts of letters and digits.
    static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    private static func config(_ languages: [String], ios: String, folder: URL) -> String {
        let name = folder.standardizedFileURL.lastPathComponent
        var lines = [
            "# Puente site configuration.",
            "# base_url is where the site will be published: change it before you deploy.",
            "base_url: \"https://example.org/\"",
            "default_language: \(languages[0])",
            "languages:",
        ]
        for code in languages {
            lines += [
                "  \(code):", "    title: \(NewArticle.yamlString(name))",
                "    description: \(NewArticle.yamlString(Sample.for(code).siteDescription))",
            ]
        }
        lines += [
            "snippets:", "  # Every ```swift block is type-checked for this iOS unless its article sets its own ios.",
            "  ios: \(ios)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One language's sample article.
    struct Sample {
        var slug: String
        var title: String
        var summary: String
        var siteDescription: String
        var intro: String
        var codeIntro: String
        var greeting: String
        var diagramIntro: String
        var steps: (write: String, check: String, publish: String)

        /// The article's text.
        func article(date: String, translated: Bool) -> String {
            var front = [
                "---", "title: \(NewArticle.yamlString(title))", "summary: \(NewArticle.yamlString(summary))",
                "date: \(date)", "tags: [puente]",
            ]
            if translated { front.append("translation: first-article") }
            front.append("---")
            let body = [
                intro, "", codeIntro, "", "```swift", "import SwiftUI", "", "struct Greeting: View {",
                "    var body: some View {", "        Text(\(swiftString(greeting)))", "            .padding()",
                "    }", "}", "```", "", diagramIntro, "", "```mermaid", "flowchart LR",
                "    write[\(steps.write)] --> check[\(steps.check)] --> publish[\(steps.publish)]", "```",
            ]
            return (front + [""] + body).joined(separator: "\n") + "\n"
        }

        private func swiftString(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }

        /// The sample in `code`'s language: Spanish, Japanese, else English.
        static func `for`(_ code: String) -> Sample {
            switch code.split(separator: "-").first.map(String.init) ?? code {
            case "es":
                Sample(
                    slug: "primer-articulo", title: "Primer artículo",
                    summary: "Un artículo de ejemplo con un fragmento de Swift comprobado y un diagrama.",
                    siteDescription: "Artículos sobre SwiftUI y UIKit.",
                    intro: "Este es el primer artículo del sitio. Edítalo o crea otro con `puente new es \"Título\"`.",
                    codeIntro: "Puente comprueba cada bloque de Swift con el compilador antes de publicarlo:",
                    greeting: "Hola", diagramIntro: "Los diagramas de mermaid se dibujan al construir el sitio:",
                    steps: ("Escribir", "Comprobar", "Publicar"))
            case "ja":
                Sample(
                    slug: "first-article", title: "最初の記事",
                    summary: "チェック済みのSwiftコードと図を含むサンプル記事です。",
                    siteDescription: "SwiftUIとUIKitについての記事。",
                    intro: "サイトの最初の記事です。編集するか、`puente new ja \"タイトル\"` で新しい記事を作成してください。",
                    codeIntro: "PuenteはSwiftのコードブロックを公開前にコンパイラでチェックします。",
                    greeting: "こんにちは", diagramIntro: "mermaidの図はビルド時に描かれます。",
                    steps: ("書く", "チェック", "公開"))
            default:
                Sample(
                    slug: "first-article", title: "First article",
                    summary: "A sample article with a checked Swift snippet and a diagram.",
                    siteDescription: "Articles about SwiftUI and UIKit.",
                    intro:
                        "This is the site's first article. Edit it, or add another with `puente new \(code) \"Title\"`.",
                    codeIntro: "Puente type-checks every Swift block with the compiler before publishing it:",
                    greeting: "Hello", diagramIntro: "Mermaid diagrams are drawn when the site is built:",
                    steps: ("Write", "Check", "Publish"))
            }
        }
    }
}
