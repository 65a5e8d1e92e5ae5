import Config
import Diagnostics
import Foundation
import Markdown

/// Finds the articles without an edition in each of the site's languages: one with no counterpart at all, or
/// whose `translation:` key no article of the other language has (a typo: `navegacion` for `navegación`).
/// A warning, or an error under `translations: required` (``TranslationPolicy``).
enum TranslationCheck {
    /// A diagnostic for each article of `articles` and each other language that has no article with its
    /// translation key, at its `translation:` value (or its first line when the key is its file name).
    /// Languages in `incomplete` (a file of theirs did not load) are not looked in: the edition may be that file.
    static func diagnostics(_ articles: [Article], config: SiteConfig, incomplete: Set<String>) -> [Diagnostic] {
        guard config.translations != .optional, config.languageCodes.count > 1 else { return [] }
        var keys: [String: Set<String>] = [:]
        for article in articles { keys[article.language, default: []].insert(article.translationKey) }
        var diagnostics: [Diagnostic] = []
        for article in articles.sorted(by: { $0.path < $1.path }) {
            for language in config.languageCodes where language != article.language && !incomplete.contains(language) {
                let theirs = keys[language] ?? []
                guard !theirs.contains(article.translationKey) else { continue }
                // A typo is likely one of the other language's keys that has no edition in this one either.
                let unpaired = theirs.subtracting(keys[article.language] ?? [])
                diagnostics.append(missing(article, in: language, candidates: unpaired, config: config))
            }
        }
        return diagnostics
    }

    private static func missing(
        _ article: Article, in language: String, candidates: Set<String>, config: SiteConfig
    ) -> Diagnostic {
        let key = article.translationKey
        let name = languageName(language)
        let suggestion = Spelling.closest(to: key, in: candidates.sorted())
        let declared = article.frontMatter.translation != nil
        let location =
            (declared ? valueLocation(of: "translation", in: article) : nil)
            ?? SourceLocation(path: article.path, line: 1)
        let message =
            declared
            ? "translation '\(key)' has no \(name) article" : "'\(key)' has no \(name) article with translation: \(key)"
        let help =
            suggestion == nil
            ? "translate it into Content/\(language)/ with translation: \(key) in its front matter"
                + (config.translations == .required ? "" : ", or set translations: optional in Content/site.yml")
            : nil
        return Diagnostic(
            config.translations == .required ? .error : .warning,
            message + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: location, help: help)
    }

    /// The language's English name (`Japanese`), else its code.
    static func languageName(_ code: String) -> String {
        Locale(identifier: "en").localizedString(forLanguageCode: code) ?? code
    }

    /// Where the value of front-matter `key` starts in `article`'s file (`translation: x` → the `x`), when it is
    /// a plain `key: value` line of the front matter.
    static func valueLocation(of key: String, in article: Article) -> SourceLocation? {
        let lines = article.source.lineSlices()
        for (index, line) in lines.enumerated().dropFirst() {
            if index > 0, line.trimmingTrailingSpaces == "---" { return nil }
            guard line.hasPrefix("\(key):") else { continue }
            let value = line.dropFirst(key.count + 1).prefix { $0 == " " || $0 == "\t" }
            return SourceLocation(
                path: article.path, line: index + 1, column: key.count + 2 + value.unicodeScalars.count)
        }
        return nil
    }
}
