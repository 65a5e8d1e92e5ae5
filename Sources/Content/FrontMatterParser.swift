import Config
import Diagnostics
import Markdown
import YAML

/// Splits an article into front matter and Markdown body, and decodes the front matter.
public enum FrontMatterParser {
    /// Unknown keys reported one by one in an article; the rest are counted in one warning.
    static let unknownKeyWarnings = 100

    /// The result of splitting: the decoded metadata, the body with the front matter blanked out, and warnings.
    public struct Result: Sendable {
        /// The decoded metadata.
        public var frontMatter: FrontMatter
        /// The whole text with the front matter lines emptied, so Markdown line numbers equal file line numbers.
        public var body: String
        /// Unknown keys and other non-fatal findings.
        public var warnings: [ContentError]
    }

    /// Parses the article `text` found at `path` (site-relative, for locations).
    public static func parse(_ text: String, path: String) throws(ContentError) -> Result {
        let lines = text.lineSlices()
        guard let first = lines.first, first.trimmingTrailingSpaces == "---" else {
            throw .missingFrontMatter(SourceLocation(path: path, line: 1))
        }
        guard
            let closing = lines.indices.dropFirst().first(where: { index in
                let line = lines[index].trimmingTrailingSpaces
                return line == "---" || line == "..."
            })
        else {
            throw .unterminatedFrontMatter(SourceLocation(path: path, line: 1))
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        // YAML line 1 is file line 2.
        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(path: path, line: line + 1, column: column)
        }
        let root: YAMLNode
        do {
            root = try YAMLConverter.load(yaml)
        } catch {
            throw .invalidYAML(location(error.line, error.column), message: error.message)
        }
        if root.isNull || root.mapping?.isEmpty == true {
            throw .invalidFrontMatter(
                SourceLocation(path: path, line: 1), message: "front matter is empty; 'title' is required",
                help: "add a line such as: title: \"…\"")
        }
        var frontMatter: FrontMatter
        var warnings: [ContentError] = []
        do {
            var reader = try YAMLMappingReader(root, name: "front matter")
            let title = try reader.requiredString("title")
            frontMatter = FrontMatter(title: title)
            frontMatter.summary = try reader.string("summary")
            frontMatter.author = try reader.string("author")
            frontMatter.tags = try reader.strings("tags") ?? []
            frontMatter.translation = try reader.string("translation")
            frontMatter.translatedFrom = try reader.string("translated_from")
            frontMatter.draft = try reader.bool("draft") ?? false
            if let node = reader.node("slug") {
                let text = node.scalar ?? ""
                guard Slug.isValid(text) else {
                    throw ContentError.invalidSlug(
                        location(node.line, node.column), slug: text, suggestion: Slug.suggestion(for: text))
                }
                if let page = Slug.reserved[text] {
                    throw ContentError.reservedSlug(location(node.line, node.column), slug: text, page: page)
                }
                frontMatter.slug = text
            }
            /// Reads `key` through `parse`; a value it rejects is an error that says what was expected.
            func parsed<T>(
                _ key: String, _ parse: (String) -> T?, expected: (String, String), example: String
            ) throws -> T? {
                guard let node = reader.node(key) else { return nil }
                let text = node.scalar ?? ""
                guard let value = parse(text) else {
                    throw ContentError.invalidFrontMatter(
                        location(node.line, node.column),
                        message: "invalid \(expected.0) '\(text)': expected \(expected.1)",
                        help: "for example: \(key): \(example)")
                }
                return value
            }
            frontMatter.date = try parsed(
                "date", ArticleDate.init, expected: ("date", "a real calendar date as YYYY-MM-DD"),
                example: "2023-07-20")
            frontMatter.ios = try parsed(
                "ios", IOSVersion.init, expected: ("minimum iOS version", "a version such as 15 or 16.4"), example: "15"
            )
            frontMatter.kind =
                try parsed("type", ContentKind.init(rawValue:), expected: ("type", "article or page"), example: "page")
                ?? ContentKind.implied(byPath: path)
            // Each unknown key is a warning; past the first hundred in one article, one more warning counts the
            // rest, so a generated or pasted block never floods the terminal.
            let unknown = reader.unusedKeys()
            for key in unknown.prefix(Self.unknownKeyWarnings) {
                let name = key.scalar ?? ""
                warnings.append(
                    .unknownFrontMatterKey(
                        location(key.line, key.column), key: name,
                        suggestion: Spelling.closest(to: name, in: FrontMatter.knownKeys)))
            }
            if unknown.count > Self.unknownKeyWarnings {
                let next = unknown[Self.unknownKeyWarnings]
                warnings.append(
                    .moreUnknownKeys(location(next.line, next.column), count: unknown.count - Self.unknownKeyWarnings))
            }
        } catch let error as YAMLShapeError {
            let isMissingTitle = error.problem == .missingKey("title")
            throw .invalidFrontMatter(
                isMissingTitle ? SourceLocation(path: path, line: 1) : location(error.line, error.column),
                message: error.message,
                help: isMissingTitle ? "every article needs a title, for example: title: \"…\"" : nil)
        } catch let error as ContentError {
            throw error
        } catch {
            throw .invalidFrontMatter(SourceLocation(path: path, line: 1), message: "\(error)", help: nil)
        }
        var bodyLines = lines
        for index in 0...closing { bodyLines[index] = "" }
        return Result(frontMatter: frontMatter, body: bodyLines.joined(separator: "\n"), warnings: warnings)
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return s
    }
}
