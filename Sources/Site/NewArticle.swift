import Config
import Content
import Diagnostics
import Foundation
import SiteFiles

/// `puente new <lang> "<title>"`: writes a new article with filled-in front matter, never over an existing file.
public enum NewArticle {
    /// Creates `Content/<language>/<slug>.md` under `siteRoot` for `title`, dated `date` (`YYYY-MM-DD`);
    /// returns its site-relative path. The slug is `slug` when given (checked), else made from the title
    /// (``slug(for:)``); a title it cannot be made from is an error asking for `--slug`.
    public static func create(
        siteRoot: URL, language: String, title: String, date: String, slug requested: String? = nil
    ) throws(Diagnostic) -> String {
        let configPath = "Content/site.yml"
        let data: [UInt8]
        do {
            data = try SiteFolder(root: siteRoot).read(configPath)
        } catch .missing {
            throw ConfigError.missing(path: configPath).diagnostic
        } catch {
            throw error.diagnostic
        }
        let config: SiteConfig
        do {
            config = try SiteConfigLoader.load(String(decoding: data, as: UTF8.self), path: configPath).0
        } catch {
            throw error.diagnostic
        }
        guard config.language(language) != nil else {
            throw .error(
                "'\(language)' is not one of the site's languages (\(config.languageCodes.joined(separator: ", ")))",
                help: "add it under languages in Content/site.yml")
        }
        guard !title.allSatisfy(\.isWhitespace) else { throw .error("the title is empty") }
        let slug: String
        if let requested {
            slug = try checked(requested)
        } else if let derived = Self.slug(for: title) {
            slug = derived
        } else {
            throw .error(
                "cannot make a file name from the title '\(title)': "
                    + (title.unicodeScalars.contains(where: \.properties.isIdeographic)
                        ? "its kanji may be read in several ways" : "it has no letters or digits to spell"),
                help: "name the file with --slug, for example: puente new \(language) \"\(title)\" --slug my-topic")
        }
        let path = "Content/\(language)/\(slug).md"
        let url = siteRoot.appending(path: path)
        var lines = ["---", "title: \(yamlString(title))", "summary: \"\"", "date: \(date)", "tags: []"]
        if let ios = config.defaultIOS { lines.append("ios: \(ios)") }
        lines += ["---", "", ""]
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .error("cannot create the folder for \(path): \(error.localizedDescription)")
        }
        // O_EXCL: fails if the file exists, even if it appeared a moment ago.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw .error(
                    "\(path) already exists; it was left as it is", at: SourceLocation(path: path, line: 1),
                    help: "choose another title, or edit the existing article")
            }
            throw .error("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(lines.joined(separator: "\n").utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, bytes.count) }
        close(descriptor)
        guard written == bytes.count else { throw .error("could not write \(path)") }
        return path
    }

    /// The slug of a title: its words spelled in Latin letters (ICU's transliteration: `ナビゲーション` →
    /// `nabigeshon`, `Привет` → `privet`), accents dropped, then as ``Slug/suggestion(for:)`` makes them. Nil
    /// when that leaves no letter or digit, and for a title with ideographs (kanji): their reading depends on
    /// the word, and a transliteration would spell them in Chinese.
    public static func slug(for title: String) -> String? {
        guard !title.unicodeScalars.contains(where: \.properties.isIdeographic) else { return nil }
        let latin = title.applyingTransform(.toLatin, reverse: false) ?? title
        let plain = latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
        let slug = Slug.suggestion(for: plain)
        // `suggestion` says `article` when nothing is left; a title that spells it keeps it.
        guard slug != "article" || plain.lowercased().contains("article") else { return nil }
        return slug
    }

    /// `slug` when it can name an article's file and page, else an error saying what to change.
    static func checked(_ slug: String) throws(Diagnostic) -> String {
        guard Slug.isValid(slug) else {
            throw .error(
                "'\(slug)' cannot be a slug: \(Slug.problem(slug))",
                help: "for example --slug \(Slug.suggestion(for: slug))")
        }
        if let page = Slug.reserved[slug] {
            throw .error("'\(slug)' is the folder of \(page); choose another slug")
        }
        return slug
    }

    /// A double-quoted YAML string.
    static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
