/// Highlights code in languages other than Swift with KDE's KSyntaxHighlighting
/// (``SyntaxHighlightingConverter``), into the same pieces and `tok-*` classes as Swift's, so a page's code
/// reads as one whatever the language.
public enum LanguageHighlighter {
    /// Fence names shown plain on purpose, without a warning.
    public static let plainNames: Set<String> = ["", "text", "txt", "plain", "plaintext", "none", "output"]

    /// The fence names authors use, by the library's definition name. Checked against the library's own list
    /// by the tests, so a renamed definition cannot turn a language plain unnoticed.
    static let aliases: [String: String] = {
        let groups: [(String, [String])] = [
            ("Bash", ["bash", "sh", "shell", "console", "shell-session"]),
            ("Zsh", ["zsh"]),
            ("JSON", ["json", "jsonc", "json5", "geojson"]),
            ("YAML", ["yaml", "yml"]),
            ("XML", ["xml", "plist", "xhtml", "svg", "storyboard", "xib", "entitlements"]),
            ("Objective-C", ["objective-c", "objectivec", "objc", "obj-c"]),
            ("Objective-C++", ["objective-c++", "objectivec++", "objc++", "objcpp"]),
            ("C", ["c", "h"]),
            ("C++", ["c++", "cpp", "cxx", "cc", "hpp"]),
            ("Kotlin", ["kotlin", "kt", "kts"]),
            ("Java", ["java"]),
            ("JavaScript", ["javascript", "js", "mjs", "cjs", "node"]),
            ("TypeScript", ["typescript", "ts", "mts", "cts"]),
            ("Ruby", ["ruby", "rb", "fastfile", "podfile", "gemfile", "rakefile", "podspec"]),
            ("Diff", ["diff", "patch", "udiff"]),
            ("SQL", ["sql"]),
            ("TOML", ["toml"]),
            ("Markdown", ["markdown", "md"]),
            ("Python", ["python", "py", "python3"]),
            ("HTML", ["html", "htm"]),
            ("CSS", ["css"]),
            ("Go", ["go", "golang"]),
            ("Rust", ["rust", "rs"]),
            ("Dockerfile", ["dockerfile", "docker"]),
            ("Makefile", ["makefile", "make", "mk"]),
            ("INI Files", ["ini", "cfg", "properties", "xcconfig"]),
            ("Groovy", ["groovy", "gradle"]),
            ("GraphQL", ["graphql", "gql"]),
        ]
        var table: [String: String] = [:]
        for (definition, names) in groups { for name in names { table[name] = definition } }
        return table
    }()

    /// The library's definition for a fence's language (`bash`, `objc`, `Kotlin`, `py`), or nil when it has
    /// none: Puente's aliases first, then the definitions' own names (any case), then a file extension only
    /// one definition claims (`*.ext`).
    public static func definition(forFence language: String) -> String? {
        let name = language.lowercased()
        if let alias = aliases[name] { return alias }
        return lookup.names[name] ?? lookup.extensions[name]
    }

    /// The library's definitions by lowercased name and by the extensions only one of them claims.
    private static let lookup: (names: [String: String], extensions: [String: String]) = {
        var names: [String: String] = [:]
        var claims: [String: Set<String>] = [:]
        for definition in SyntaxHighlightingConverter.definitions {
            names[definition.name.lowercased()] = definition.name
            for pattern in definition.patterns where pattern.hasPrefix("*.") {
                claims[pattern.dropFirst(2).lowercased(), default: []].insert(definition.name)
            }
        }
        let extensions = claims.compactMapValues { $0.count == 1 ? $0.first : nil }
        return (names, extensions)
    }()

    /// Which engine highlights, part of the highlight cache's key.
    public static var engine: String { "ksyntaxhighlighting-" + SyntaxHighlightingConverter.version }

    /// `code` split into pieces under `definition`, kinds as Swift's (``kind(style:)``); runs of one kind are
    /// joined. Plain text where the library applies no style.
    public static func pieces(_ code: String, definition: String) -> [SwiftHighlighter.Piece] {
        guard let spans = SyntaxHighlightingConverter.spans(code, definition: definition) else {
            return [SwiftHighlighter.Piece(text: code, kind: nil)]
        }
        let utf16 = code.utf16
        var pieces: [SwiftHighlighter.Piece] = []
        var offset = 0
        var index = code.startIndex
        func append(_ end: Int, _ style: SwiftHighlighter.Kind?) {
            guard end > offset else { return }
            let next = utf16.index(index, offsetBy: end - offset)
            let text = String(code[index..<next])
            // Spaces need no colour: a styled run of them would only add a span.
            let kind = text.allSatisfy(\.isWhitespace) ? nil : style
            if let last = pieces.last, last.kind == kind {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(SwiftHighlighter.Piece(text: text, kind: kind))
            }
            (offset, index) = (end, next)
        }
        for span in spans where span.start >= offset && span.start + span.length <= utf16.count {
            append(span.start, nil)
            append(span.start + span.length, kind(style: span.style))
        }
        append(utf16.count, nil)
        return pieces
    }

    /// The `tok-*` kind of one of the library's text styles (its `Theme::TextStyle`, in order: Normal, Keyword,
    /// Function, Variable, ControlFlow, Operator, BuiltIn, Extension, Preprocessor, Attribute, Char,
    /// SpecialChar, String, VerbatimString, SpecialString, Import, DataType, DecVal, BaseN, Float, Constant,
    /// Comment, Documentation, Annotation, CommentVar, RegionMarker, Information, Warning, Alert, Error,
    /// Others); nil for plain text. Information, Warning and Alert mark words inside comments (`TODO`) in
    /// most definitions, and Ruby's symbols: shown as attributes, so neither reads as a comment's end.
    static func kind(style: Int) -> SwiftHighlighter.Kind? {
        guard style >= 0, style < styleKinds.count else { return nil }
        return styleKinds[style]
    }

    private static let styleKinds: [SwiftHighlighter.Kind?] = [
        nil, .keyword, .identifier, .identifier, .keyword, .operator, .keyword, .type, .directive, .attribute,
        .string, .string, .string, .string, .string, .directive, .type, .number, .number, .number, .keyword,
        .comment, .docComment, .attribute, .docComment, .comment, .attribute, .attribute, .attribute, nil, nil,
    ]
}
