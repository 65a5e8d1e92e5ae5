import Diagnostics
import YAML

/// Reads and validates `Content/site.yml`.
public enum SiteConfigLoader {
    /// The keys the file may have, for unknown-key warnings and suggestions.
    static let topLevelKeys = [
        "base_url", "default_language", "languages", "translations", "build", "snippets", "limits", "logo", "colors",
        "extra_css",
    ]
    static let buildKeys = ["unsafe_html", "drafts", "image_hosts"]
    static let languageKeys = ["title", "description", "menu", "footer"]
    static let snippetKeys = ["ios", "implicit_imports", "swift_version", "timeout", "check"]

    /// A Swift module name: a letter or `_`, then letters, digits and `_` (ASCII, as module names are).
    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }

    /// Parses `text` (the file's contents; `path` is used for locations). Warnings are returned; errors thrown.
    public static func load(_ text: String, path: String) throws(ConfigError) -> (SiteConfig, [ConfigError]) {
        let root: YAMLNode
        do {
            root = try YAMLConverter.load(text)
        } catch {
            throw .invalidYAML(
                SourceLocation(path: path, line: error.line, column: error.column), message: error.message)
        }
        var warnings: [ConfigError] = []
        do {
            var reader = try YAMLMappingReader(root, name: "site configuration")
            let baseNode = reader.node("base_url")
            var baseURL = try reader.requiredString("base_url")
            guard baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") else {
                let node = baseNode ?? root
                throw ConfigError.invalidValue(
                    SourceLocation(path: path, line: node.line, column: node.column),
                    message: "base_url must be an absolute http(s) URL, found '\(baseURL)'",
                    help: "for example: base_url: \"https://docs.example.org/\"")
            }
            if !baseURL.hasSuffix("/") { baseURL += "/" }

            guard var languagesReader = try reader.mapping("languages"), let pairs = languagesReader.node.mapping,
                !pairs.isEmpty
            else {
                throw ConfigError.invalidValue(
                    SourceLocation(path: path, line: root.line, column: root.column),
                    message: "'languages' must list at least one language",
                    help: "languages:\n      es: { title: \"Puente\", description: \"…\" }")
            }
            var languages: [SiteConfig.Language] = []
            for pair in pairs {
                let code = pair.key.scalar ?? ""
                guard isLanguageCode(code) else {
                    throw ConfigError.invalidValue(
                        SourceLocation(path: path, line: pair.key.line, column: pair.key.column),
                        message: "'\(code)' is not a language code",
                        help: "use a lowercase BCP 47 code such as es or ja; it is also the folder name under Content/")
                }
                if let holds = SiteConfig.rootFolders[code] {
                    throw ConfigError.invalidValue(
                        SourceLocation(path: path, line: pair.key.line, column: pair.key.column),
                        message: "'\(code)' cannot be a language code: the site's /\(code)/ folder holds \(holds)",
                        help: "use the language's BCP 47 code (es, ja, pt-br); it is also its folder under Content/")
                }
                var language = try languagesReader.mapping(code)!
                let title = try language.requiredString("title")
                let description = try language.string("description") ?? ""
                var entry = SiteConfig.Language(code: code, title: title, description: description)
                try readLanguageSettings(&language, into: &entry, path: path, warnings: &warnings)
                warnings += unknown(language, allowed: languageKeys, path: path)
                languages.append(entry)
            }

            let defaultNode = reader.node("default_language")
            let defaultLanguage = try reader.string("default_language") ?? languages[0].code
            guard languages.contains(where: { $0.code == defaultLanguage }) else {
                let node = defaultNode ?? root
                throw ConfigError.invalidValue(
                    SourceLocation(path: path, line: node.line, column: node.column),
                    message: "default_language '\(defaultLanguage)' is not one of the languages",
                    help: "use one of: \(languages.map(\.code).joined(separator: ", "))")
            }

            var unsafeHTML = false
            var drafts = false
            var imageHosts: [String] = []
            if var build = try reader.mapping("build") {
                unsafeHTML = try build.bool("unsafe_html") ?? false
                drafts = try build.bool("drafts") ?? false
                let hostsNode = build.node("image_hosts")
                imageHosts = try build.strings("image_hosts") ?? []
                // A host enters the CSP as it is: only a plain host name may pass, never a source list.
                for host in imageHosts where !Self.isHostName(host) {
                    throw ConfigError.invalidValue(
                        SourceLocation(path: path, line: hostsNode?.line ?? 1, column: hostsNode?.column ?? 1),
                        message: "image_hosts takes host names such as images.example.org, found '\(host)'",
                        help: "write only the host: no scheme, path, port or wildcard")
                }
                warnings += unknown(build, allowed: buildKeys, path: path)
            }
            var snippetSettings = SnippetSettings()
            if var snippets = try reader.mapping("snippets") {
                snippetSettings.defaultIOS = try snippets.string("ios")
                snippetSettings.implicitImports = try snippets.strings("implicit_imports") ?? ["SwiftUI"]
                // Each name becomes a line `import <name>` in every snippet: only a module name may pass, or
                // the setting would inject code into every block.
                if let node = snippets.node("implicit_imports"),
                    let bad = snippetSettings.implicitImports.first(where: { !Self.isModuleName($0) })
                {
                    throw ConfigError.invalidValue(
                        SourceLocation(path: path, line: node.line, column: node.column),
                        message:
                            "implicit_imports entry \(String(reflecting: String(bad.prefix(80)))) is not a module name",
                        help: "list module names only, such as [SwiftUI] or [SwiftUI, Observation]")
                }
                if let node = snippets.node("swift_version"), let version = node.scalar {
                    guard version == "5" || version == "6" else {
                        throw ConfigError.invalidValue(
                            SourceLocation(path: path, line: node.line, column: node.column),
                            message: "swift_version must be 5 or 6, found '\(version)'", help: nil)
                    }
                    snippetSettings.swiftVersion = version
                }
                if let node = snippets.node("timeout"), let text = node.scalar {
                    guard let seconds = Int(text), (1...3600).contains(seconds) else {
                        throw ConfigError.invalidValue(
                            SourceLocation(path: path, line: node.line, column: node.column),
                            message: "timeout must be a whole number of seconds from 1 to 3600, found '\(text)'",
                            help: nil)
                    }
                    snippetSettings.timeoutSeconds = seconds
                }
                snippetSettings.enabled = try snippets.bool("check") ?? true
                warnings += unknown(snippets, allowed: snippetKeys, path: path)
            }
            var limits = BuildLimits()
            if var section = try reader.mapping("limits") {
                func positive(_ key: String) throws(ConfigError) -> Int? {
                    guard let node = section.node(key), let text = node.scalar else { return nil }
                    guard let value = Int(text), value > 0 else {
                        throw ConfigError.invalidValue(
                            SourceLocation(path: path, line: node.line, column: node.column),
                            message: "limits.\(key) must be a whole number above 0, found '\(text)'", help: nil)
                    }
                    if let ceiling = BuildLimits.ceilings[key], value > ceiling.value {
                        throw ConfigError.invalidValue(
                            SourceLocation(path: path, line: node.line, column: node.column),
                            message: "limits.\(key) may be at most \(BuildLimits.Exceeded.grouped(ceiling.value)) "
                                + "(\(ceiling.reason)), found '\(text)'", help: nil)
                    }
                    return value
                }
                limits.articleBytes = try positive("article_bytes") ?? limits.articleBytes
                limits.nestingDepth = try positive("nesting_depth") ?? limits.nestingDepth
                limits.snippetsPerArticle = try positive("snippets_per_article") ?? limits.snippetsPerArticle
                limits.diagramNodes = try positive("diagram_nodes") ?? limits.diagramNodes
                limits.diagramEdges = try positive("diagram_edges") ?? limits.diagramEdges
                warnings += unknown(section, allowed: BuildLimits.keys.map(\.key), path: path)
            }
            var translations = TranslationPolicy.warn
            if let node = reader.node("translations") {
                let text = node.scalar ?? ""
                guard let policy = TranslationPolicy(rawValue: text) else {
                    throw ConfigError.invalidValue(
                        SourceLocation(path: path, line: node.line, column: node.column),
                        message: "translations must be warn, required or optional, found '\(text)'",
                        help: "required makes an article without its edition in every language an error (for CI)")
                }
                translations = policy
            }
            var config = SiteConfig(
                baseURL: baseURL, languages: languages, defaultLanguage: defaultLanguage, unsafeHTML: unsafeHTML,
                drafts: drafts, snippets: snippetSettings, limits: limits)
            config.imageHosts = imageHosts
            config.translations = translations
            try readSiteSettings(&reader, into: &config, path: path, warnings: &warnings)
            warnings += unknown(reader, allowed: topLevelKeys, path: path)
            return (config, warnings)
        } catch let error as YAMLShapeError {
            throw .invalidValue(
                SourceLocation(path: path, line: error.line, column: error.column), message: error.message, help: nil)
        } catch let error as ConfigError {
            throw error
        } catch {
            throw .invalidValue(SourceLocation(path: path, line: 1), message: "\(error)", help: nil)
        }
    }

    private static func isLanguageCode(_ code: String) -> Bool {
        !code.isEmpty && code.count <= 8
            && code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
    }

    /// Unknown keys reported one by one in one mapping; the rest are counted in one warning.
    static let unknownKeyWarnings = 100

    static func unknown(_ reader: YAMLMappingReader, allowed: [String], path: String) -> [ConfigError] {
        let keys = reader.unusedKeys()
        var warnings: [ConfigError] = keys.prefix(unknownKeyWarnings).map { key in
            let name = key.scalar ?? ""
            return .unknownKey(
                SourceLocation(path: path, line: key.line, column: key.column), key: name,
                suggestion: Spelling.closest(to: name, in: allowed))
        }
        if keys.count > unknownKeyWarnings {
            let next = keys[unknownKeyWarnings]
            warnings.append(
                .moreUnknownKeys(
                    SourceLocation(path: path, line: next.line, column: next.column),
                    count: keys.count - unknownKeyWarnings, allowed: allowed))
        }
        return warnings
    }

    /// A DNS host name: dot-separated labels of letters, digits and hyphens.
    static func isHostName(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && host.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
    }
}
