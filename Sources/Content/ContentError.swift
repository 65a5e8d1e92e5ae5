import Config
import Diagnostics

/// Everything that can be wrong with the articles under `Content/`.
public enum ContentError: DiagnosticConvertible, Equatable {
    /// A file could not be read at all.
    case unreadable(path: String, reason: String)
    /// A byte sequence that is not UTF-8, at its line and column.
    case notUTF8(SourceLocation)
    /// A NUL byte, which no text file should hold.
    case nulByte(SourceLocation)
    /// The article does not start with a `---` front matter block.
    case missingFrontMatter(SourceLocation)
    /// The front matter's opening `---` has no closing `---`.
    case unterminatedFrontMatter(SourceLocation)
    /// The front matter is not valid YAML.
    case invalidYAML(SourceLocation, message: String)
    /// A front matter value has the wrong shape or is missing.
    case invalidFrontMatter(SourceLocation, message: String, help: String?)
    /// A front matter key Puente does not know.
    case unknownFrontMatterKey(SourceLocation, key: String, suggestion: String?)
    /// More unknown front matter keys than are reported one by one.
    case moreUnknownKeys(SourceLocation, count: Int)
    /// The file name cannot be used as a URL slug.
    case invalidSlug(SourceLocation, slug: String, suggestion: String)
    /// A slug that a page Puente generates uses.
    case reservedSlug(SourceLocation, slug: String, page: String)
    /// A folder under `Content/` that is not a configured language.
    case unknownLanguageFolder(SourceLocation, folder: String, languages: [String])
    /// Two articles or pages in one language would be published at the same URL.
    case duplicateSlug(SourceLocation, slug: String, other: String)
    /// Two articles in one language claim the same translation key.
    case duplicateTranslationKey(SourceLocation, key: String, other: String)
    /// A relative link whose target file does not exist or is not an article.
    case brokenLink(SourceLocation, destination: String, reason: String, help: String?)
    /// A link to an article heading that does not exist.
    case missingAnchor(SourceLocation, anchor: String, page: String, suggestion: String?)
    /// More raw HTML left out than is reported one by one.
    case moreRawHTMLOmitted(SourceLocation, count: Int)
    /// Raw HTML that is left out because the site does not allow it.
    case rawHTMLOmitted(SourceLocation)
    /// A code fence that never closes, so the rest of the article is code.
    case unterminatedCodeFence(SourceLocation)
    /// A quote marked `[!NAME]` with a name that is not one of GitHub's alert kinds.
    case unknownCallout(SourceLocation, name: String, suggestion: String?)
    /// A footnote reference, `[^label]`, to a label no footnote definition has: it is shown as written.
    case missingFootnote(SourceLocation, label: String)
    /// An input goes past one of the site's `limits:`.
    case limitExceeded(SourceLocation, BuildLimits.Exceeded)

    /// The located diagnostic, with help where there is a fix.
    public var diagnostic: Diagnostic {
        switch self {
        case .unreadable(let path, let reason):
            .error("cannot read file: \(reason)", at: SourceLocation(path: path, line: 1))
        case .notUTF8(let location):
            .error("file is not valid UTF-8", at: location, help: "save the file as UTF-8")
        case .nulByte(let location):
            .nulByte(at: location)
        case .missingFrontMatter(let location):
            .error(
                "article has no front matter", at: location,
                help: "start the file with a YAML block:\n---\ntitle: \"…\"\n---")
        case .unterminatedFrontMatter(let location):
            .error("front matter is not closed", at: location, help: "add a line with '---' after the last key")
        case .invalidYAML(let location, let message):
            .error("invalid YAML in front matter: \(message)", at: location)
        case .invalidFrontMatter(let location, let message, let help):
            .error(message, at: location, help: help)
        case .unknownFrontMatterKey(let location, let key, let suggestion):
            .warning(
                "unknown front matter key '\(key)'; it is ignored", at: location,
                help: suggestion.map { "did you mean '\($0)'?" }
                    ?? "known keys: \(FrontMatter.knownKeys.joined(separator: ", "))")
        case .moreUnknownKeys(let location, let count):
            .warning(
                "\(count) more unknown front matter keys from here on; they are ignored", at: location,
                help: "known keys: \(FrontMatter.knownKeys.joined(separator: ", "))")
        case .reservedSlug(let location, let slug, let page):
            .error(
                "the slug '\(slug)' is taken by \(page), which would replace this article", at: location,
                help: "rename the file or set another slug in the front matter, e.g. slug: \(slug)-1")
        case .invalidSlug(let location, let slug, let suggestion):
            .error(
                "'\(slug)' cannot be a URL slug: \(Slug.problem(slug))", at: location,
                help: "use '\(suggestion)' (rename the file, or set slug: in front matter)")
        case .unknownLanguageFolder(let location, let folder, let languages):
            .error(
                "'\(folder)' is not one of the site's languages (\(languages.joined(separator: ", ")))", at: location,
                help: "add '\(folder)' under languages in Content/site.yml, or move the articles")
        case .duplicateSlug(let location, let slug, let other):
            .error(
                "another article or page in this language already uses the slug '\(slug)': \(other)", at: location,
                help: "articles and pages share a language's URLs: rename one file, or set slug: in its front matter")
        case .duplicateTranslationKey(let location, let key, let other):
            .error(
                "translation key '\(key)' is already used in this language by \(other)", at: location,
                help: "each language may have one article per translation key")
        case .brokenLink(let location, let destination, let reason, let help):
            .error("broken link '\(destination)': \(reason)", at: location, help: help)
        case .missingAnchor(let location, let anchor, let page, let suggestion):
            .error(
                "no heading with id '#\(anchor)' in \(page)", at: location,
                help: suggestion.map { "did you mean '#\($0)'?" })
        case .moreRawHTMLOmitted(let location, let count):
            .warning(
                "\(count) more pieces of raw HTML from here on are left out of the page", at: location,
                help: "write them in Markdown, or set build: { unsafe_html: true } in Content/site.yml")
        case .rawHTMLOmitted(let location):
            .warning(
                "raw HTML is left out of the page", at: location,
                help: "write it in Markdown, or set build: { unsafe_html: true } in Content/site.yml")
        case .unterminatedCodeFence(let location):
            .error(
                "code fence is never closed, so the rest of the article is code", at: location,
                help: "add a closing fence line (``` or ~~~) after the code")
        case .limitExceeded(let location, let exceeded):
            .error(exceeded.message, at: location, help: exceeded.help)
        case .missingFootnote(let location, let label):
            .warning(
                "footnote '[^\(label)]' is never defined, so it is shown as written", at: location,
                help:
                    "add a definition line '[^\(label)]: text' (labels ignore case), or write '\\[^\(label)]' to mean the text"
            )
        case .unknownCallout(let location, let name, let suggestion):
            .warning(
                "'[!\(name)]' is not a callout kind, so this quote is shown as a plain quote", at: location,
                help: (suggestion.map { "did you mean '[!\($0)]'? " } ?? "")
                    + "the kinds are [!NOTE], [!TIP], [!IMPORTANT], [!WARNING] and [!CAUTION]")
        }
    }
}
