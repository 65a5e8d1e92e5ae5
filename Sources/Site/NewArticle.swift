import Config
import Content
import Diagnostics
import Foundation
import SiteFiles

/// `puente new <lang> "<title>"`: writes a new article with filled-in front matter, never over an existing file.
public enum NewArticle {
    /// Creates `Content/<language>/<slug>.md` under `siteRoot` for `title`, dated `date` (`YYYY-MM-DD`);
    /// returns its site-relative path.
    public static func create(siteRoot: URL, language: String, title: String, date: String) throws(Diagnostic) -> String
    {
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
        var slug = Slug.suggestion(for: title)
        if slug == "article" { slug = "\(language)-\(date)" }  // a title with no Latin letters (Japanese)
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

    /// A double-quoted YAML string.
    static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
