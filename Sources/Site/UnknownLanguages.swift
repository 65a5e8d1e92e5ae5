import CodeBlocks
import Diagnostics
import Markdown
import Snippets

/// The fence languages no highlighter knows (```` ```klingon ````): their blocks are shown plain, and the site
/// gets one warning naming them all, at the first such block, as Hugo names an unknown lexer once rather than
/// at every block.
enum UnknownLanguages {
    /// Languages shown by something other than a highlighter: Swift (SourceKit) and mermaid (drawn; a block
    /// left as code is one whose diagram failed, which has an error of its own).
    static let handledElsewhere: Set<String> = ["swift", "mermaid"]

    /// One warning for every unknown fence language of `documents` (site-relative path and document), or nil
    /// when all are known.
    static func warning(_ documents: [(path: String, document: MarkdownNode)]) -> Diagnostic? {
        var found: [String: (first: SourceLocation, count: Int)] = [:]
        for (path, document) in documents {
            document.walk { node in
                guard case .codeBlock(let info, _) = node.kind else { return }
                let language = FenceInfo(info).language
                guard !handledElsewhere.contains(language), !LanguageHighlighter.plainNames.contains(language),
                    LanguageHighlighter.definition(forFence: language) == nil
                else { return }
                let here = SourceLocation(
                    path: path, line: node.range?.startLine ?? 1, column: node.range?.startColumn ?? 1)
                let earlier = found[language]
                found[language] = (min(earlier?.first ?? here, here), (earlier?.count ?? 0) + 1)
            }
        }
        guard !found.isEmpty else { return nil }
        let ordered = found.sorted { ($0.value.first, $0.key) < ($1.value.first, $1.key) }
        let first = ordered[0].value.first
        let names = ordered.map { language, seen in
            let blocks = seen.count == 1 ? "1 block" : "\(seen.count) blocks"
            return seen.first == first
                ? "'\(language)' (\(blocks))" : "'\(language)' (\(blocks), first at \(seen.first))"
        }
        return .warning(
            "code blocks in \(found.count == 1 ? "a language" : "languages") Puente cannot highlight are shown "
                + "plain: \(names.joined(separator: ", "))",
            at: first,
            help: "use a name Puente knows (bash, json, yaml, xml, objc, kotlin, java, js, ts, ruby, diff, sql, toml, "
                + "markdown… any of KSyntaxHighlighting's languages), or 'text' for plain text")
    }
}
