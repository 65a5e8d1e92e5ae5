import Diagnostics
import Incremental
import YAML

/// One language's user-interface strings, from `Theme/strings/<lang>.yml`.
///
/// Every key in ``ThemeStrings/requiredKeys`` must be present; templates reach them as `{{strings.key}}`.
public struct ThemeStrings: Sendable, Hashable {
    /// The keys every strings file must define.
    public static let requiredKeys = [
        "language_name", "locale", "skip_to_content", "home", "contents", "search", "translations",
        "switch_language", "minimum_ios", "published", "updated", "author", "tags", "all_articles", "no_articles",
        "read_in_language", "heading_anchor", "feed", "not_found_title", "not_found_text", "generated_by",
        "translated_from", "date_format", "diagram_title", "diagram_text", "diagram_summary",
        "search_placeholder", "search_none", "search_corrected", "search_error", "search_count", "search_both",
        "search_title",
        "search_needs_js", "code_checked", "code_fails", "code_skipped", "code_available", "code_deprecated",
        "code_copy", "code_copied", "code_docs",
    ]

    /// Keys added since strings files were first written, with the English text an older file gets for them
    /// (the built-in files define them all; a site's own file may, to word them in its language).
    public static let optionalKeys: [String: String] = [
        "menu": "Menu", "theme": "Theme", "theme_system": "Match the system", "theme_light": "Light",
        "theme_dark": "Dark", "ios_requirement": "iOS {version} or later", "articles_nav": "Articles",
        "breadcrumb": "Breadcrumb", "previous": "Previous", "next": "Next", "pager": "Previous and next article",
        "related": "Related articles", "tag_title": "Articles tagged “{tag}”", "all_tags": "All tags",
        "tag_feed": "Subscribe to “{tag}” (Atom)", "more_articles": "See all {count} articles",
        "search_browse": "Here are all the articles:",
        "callout_note": "Note", "callout_tip": "Tip", "callout_important": "Important", "callout_warning": "Warning",
        "callout_caution": "Caution", "footnotes": "Footnotes", "footnote_back": "Back to content",
        "table_region": "Table", "site_nav": "Site",
    ]

    /// The language code.
    public var language: String
    /// Key → text.
    public var values: [String: String]
    /// Month names, January first (12 entries).
    public var months: [String]

    /// Creates strings.
    public init(language: String, values: [String: String], months: [String]) {
        self.language = language
        self.values = values
        self.months = months
    }

    /// The text for `key` (empty when absent; loading already guarantees the required keys).
    public subscript(key: String) -> String { values[key] ?? "" }

    /// Formats a date with the `date_format` pattern: `{day}`, `{month}` (name), `{month_number}`, `{year}`.
    ///
    /// es: `{day} de {month} de {year}` → "20 de julio de 2023"; ja: `{year}年{month_number}月{day}日` → "2023年7月20日".
    public func format(year: Int, month: Int, day: Int) -> String {
        var out = self["date_format"]
        out = out.replacingAll("{day}", with: String(day))
        out = out.replacingAll("{month_number}", with: String(month))
        out = out.replacingAll("{month}", with: months.indices.contains(month - 1) ? months[month - 1] : String(month))
        out = out.replacingAll("{year}", with: String(year))
        return out
    }

    /// Parses a strings file's text; `path` is used for locations.
    public static func load(_ text: String, language: String, path: String) throws(ThemeError) -> ThemeStrings {
        let parsed = try parse(text, path: path, allowEmpty: false)
        var values = parsed.values
        for key in requiredKeys where values[key] == nil {
            throw .missingString(SourceLocation(path: path, line: 1), key: key, language: language)
        }
        for (key, text) in optionalKeys where values[key] == nil { values[key] = text }
        guard let months = parsed.months else {
            throw .missingString(SourceLocation(path: path, line: 1), key: "months", language: language)
        }
        return ThemeStrings(language: language, values: values, months: months)
    }

    /// A site's strings file laid over the built-in strings `base` of its language, key by key: the site's file
    /// lists only the keys it changes. A key neither `base` nor the templates know (`known`, the keys the
    /// templates read as `strings.<key>`) is kept but warned about, with the nearest known key.
    public static func merged(
        _ text: String, over base: ThemeStrings, path: String, known: Set<String> = []
    ) throws(ThemeError) -> (ThemeStrings, [Diagnostic]) {
        let parsed = try parse(text, path: path, allowEmpty: true)
        var merged = base
        var warnings: [Diagnostic] = []
        let knownKeys = known.union(base.values.keys).union(requiredKeys).union(optionalKeys.keys)
        for (key, value) in parsed.values {
            merged.values[key] = value
            // `language_<code>` names another language in this one (``PageContext``): always allowed.
            guard !knownKeys.contains(key), !key.hasPrefix("language_") else { continue }
            let node = parsed.keyNodes[key]
            warnings.append(
                ThemeError.unknownString(
                    SourceLocation(path: path, line: node?.line ?? 1, column: node?.column ?? 1), key: key,
                    suggestion: Spelling.closest(to: key, in: knownKeys.sorted())
                ).diagnostic)
        }
        if let months = parsed.months { merged.months = months }
        return (merged, warnings.sorted { $0.location?.line ?? 0 < $1.location?.line ?? 0 })
    }

    /// The keys of a strings file, its months, and where each key is written.
    private static func parse(_ text: String, path: String, allowEmpty: Bool) throws(ThemeError) -> (
        values: [String: String], months: [String]?, keyNodes: [String: YAMLNode]
    ) {
        let root: YAMLNode
        do {
            root = try YAMLConverter.load(text)
        } catch {
            throw .invalidStrings(
                SourceLocation(path: path, line: error.line, column: error.column),
                message: "invalid YAML: \(error.message)")
        }
        guard let pairs = root.mapping ?? (allowEmpty && root.isNull ? [] : nil) else {
            throw .invalidStrings(
                SourceLocation(path: path, line: 1), message: "a strings file is a mapping of key: text")
        }
        var values: [String: String] = [:]
        var months: [String]?
        var keyNodes: [String: YAMLNode] = [:]
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            keyNodes[key] = pair.key
            if key == "months" {
                guard let items = pair.value.sequence, items.count == 12, items.allSatisfy({ $0.scalar != nil }) else {
                    throw .invalidStrings(
                        SourceLocation(path: path, line: pair.value.line, column: pair.value.column),
                        message: "'months' must be a list of 12 month names")
                }
                months = items.compactMap(\.scalar)
            } else if let text = pair.value.scalar {
                values[key] = text
            } else {
                throw .invalidStrings(
                    SourceLocation(path: path, line: pair.value.line, column: pair.value.column),
                    message: "'\(key)' must be a single string, found \(pair.value.kindName)")
            }
        }
        return (values, months, keyNodes)
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, matched by bytes: a placeholder such as `{day}`
    /// is found wherever it is written; the replacements are not searched again.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let target = Array(target.utf8)
        let bytes = Array(utf8)
        guard let first = target.first, bytes.count >= target.count else { return self }
        var out: [UInt8] = []
        var index = 0
        var found = false
        while index < bytes.count {
            if bytes[index] == first, index + target.count <= bytes.count,
                bytes[index..<index + target.count].elementsEqual(target)
            {
                out += replacement.utf8
                index += target.count
                found = true
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return found ? String(decoding: out, as: UTF8.self) : self
    }
}

extension ThemeStrings: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(language)
        hasher.combine(values)
        hasher.combine(months)
    }
}
