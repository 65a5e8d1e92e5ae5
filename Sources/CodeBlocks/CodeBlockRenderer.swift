import Config
import Foundation
import Markdown
import Snippets

/// Renders one code block as it appears on the page: a `<figure>` with an optional title, a status badge,
/// highlighted code whose newer APIs carry an availability note, and a copy button that scripts enable.
///
/// Classes only, no inline styles. The `<pre>` is focusable so keyboard users can scroll it, and the code
/// is marked `lang="en"` inside Spanish and Japanese pages.
public struct CodeBlockRenderer: Sendable {
    /// What the checker found, as shown in the badge.
    public enum Badge: Sendable, Hashable {
        case checked(ios: String)
        case failsAsExpected(message: String)
        case skipped(reason: String)
    }

    /// The page's words.
    public var strings: CodeBlockStrings
    /// The stub modules' declarations by USR: what a use the compiler resolved is told about.
    public var symbols: [String: StubSymbol]
    /// Colour code: Swift with SourceKit, other languages with KSyntaxHighlighting (off only to measure what
    /// highlighting costs: `PUENTE_HIGHLIGHT=0`).
    public var highlights = true
    /// Highlighted code from earlier builds.
    public var cache: HighlightCache?
    /// Code classified ahead, in batches.
    public var prepared: SwiftHighlighter.Prepared?

    /// Creates a renderer.
    public init(strings: CodeBlockStrings, symbols: [String: StubSymbol]) {
        self.strings = strings
        self.symbols = symbols
    }

    /// The figure for `code` in `language`, with an optional `title` and `badge`; `uses` are the declarations
    /// a checked block uses, as the compiler resolved them (nil for a block that was not checked: it makes no
    /// claim about any API).
    /// `idPrefix` starts the ids of the block's popovers (unique on the page: one prefix per block).
    /// `highlightedLines` (1-based, as shown) are marked; a `diff` shows its lines as changes, highlighted in
    /// `diffLanguage` when that is Swift (``LineMarks``).
    public func render(
        code: String, language: String, title: String?, badge: Badge?, uses: BlockUses? = nil,
        idPrefix: String = "pu-api", highlightedLines: [Int] = [], diffLanguage: String? = nil
    ) -> String {
        var out = "<figure class=\"code-block\">\n"
        if let title, !title.isEmpty {
            out += "<figcaption class=\"code-title\">\(HTMLEscaping.escape(title))</figcaption>\n"
        }
        if let badge { out += self.badge(badge) }
        out += "<pre class=\"code\" tabindex=\"0\"><code"
        if !language.isEmpty { out += " class=\"language-\(HTMLEscaping.escape(language))\"" }
        out += " lang=\"en\">"
        let codeStart = out.utf8.count
        if language == "swift" && highlights {
            let popovers = uses.map { self.popovers($0, idPrefix: idPrefix) } ?? [:]
            // The cached HTML is keyed by the code and by the popovers it carries.
            let key =
                popovers.isEmpty
                ? code
                : code + "\u{0}"
                    + popovers.keys.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map {
                        "\($0.line):\($0.column):\(popovers[$0]!.marked):\(popovers[$0]!.html)"
                    }.joined(separator: "\u{0}")
            out +=
                cache.map { $0.html(for: key) { highlighted(code, popovers: popovers) } }
                ?? highlighted(code, popovers: popovers)
        } else if highlights, language != "diff", let definition = LanguageHighlighter.definition(forFence: language) {
            // A diff is highlighted line by line by `markingLines`, in the language its fence names.
            out += highlighted(code, definition: definition)
        } else {
            out += HTMLEscaping.escape(code)
        }
        markingLines(
            &out, from: codeStart, code: code, language: language, diffLanguage: diffLanguage,
            highlightedLines: highlightedLines)
        out += "</code></pre>\n"
        out +=
            "<button type=\"button\" class=\"copy-code\" data-copied=\"\(HTMLEscaping.escape(strings.copied))\" hidden>"
        out += "\(HTMLEscaping.escape(strings.copy))</button>\n</figure>\n"
        return out
    }

    private func badge(_ badge: Badge) -> String {
        let (kind, text): (String, String)
        switch badge {
        case .checked(let ios):
            (kind, text) = ("checked", strings.checked.replacingOccurrences(of: "{ios}", with: ios))
        case .failsAsExpected(let message):
            (kind, text) = ("fails", strings.failsAsExpected.replacingOccurrences(of: "{message}", with: message))
        case .skipped(let reason):
            (kind, text) = ("skipped", strings.skipped.replacingOccurrences(of: "{reason}", with: reason))
        }
        return "<p class=\"code-badge code-badge-\(kind)\">\(HTMLEscaping.escape(text))</p>\n"
    }

    /// Where a note goes: a line of the shown code (0-based) and a UTF-8 column (1-based).
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// What a reader is told about the declaration used at one position.
    struct Popover {
        /// Whether the name is marked (newer than the block's iOS, or deprecated).
        var marked: Bool
        /// The popover's id.
        var id: String
        /// The popover's HTML, id included.
        var html: String
    }

    /// A popover for every Apple API a checked block uses: the declaration as Swift, its availability when
    /// newer than the iOS the block was checked for or deprecated, the stub's summary, and a link to Apple's
    /// page. Where several declarations are used at one name (a type and its initializer), the one with a
    /// note wins (a deprecation, then the newest), else the member (the initializer called).
    func popovers(_ block: BlockUses, idPrefix: String) -> [Position: Popover] {
        var chosen: [Position: (rank: (Int, Int, Int, Int), symbol: StubSymbol, note: String?)] = [:]
        for use in block.uses {
            guard let symbol = symbols[use.usr] else { continue }
            let note = note(symbol.availability, checkedFor: block.ios)
            let noted = note.map(\.rank) ?? (-1, 0, 0)
            let rank = (noted.0, noted.1, noted.2, symbol.path.count)
            let position = Position(line: use.line, column: use.column)
            if let earlier = chosen[position], earlier.rank >= rank { continue }
            chosen[position] = (rank, symbol, note?.text)
        }
        var result: [Position: Popover] = [:]
        for (index, position) in chosen.keys.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }).enumerated() {
            let (_, symbol, note) = chosen[position]!
            let id = "\(idPrefix)-\(index)"
            var html = "<span class=\"api-popover\" id=\"\(id)\">"
            html += "<code class=\"api-declaration\">\(highlightedPlain(symbol.declaration))</code>"
            if let note { html += "<span class=\"api-availability\">\(HTMLEscaping.escape(note))</span>" }
            if let summary = symbol.summary {
                html += "<span class=\"api-summary\">\(HTMLEscaping.escape(summary))</span>"
            }
            html +=
                "<a class=\"api-docs\" href=\"\(HTMLEscaping.escape(Self.documentationURL(symbol)))\" tabindex=\"-1\">"
            html += "\(HTMLEscaping.escape(strings.documentation))</a></span>"
            result[position] = Popover(marked: note != nil, id: id, html: html)
        }
        return result
    }

    /// Apple's page for a symbol: `https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)`.
    static func documentationURL(_ symbol: StubSymbol) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.insert(":")
        let path = ([symbol.module] + symbol.path).map { component in
            component.lowercased().addingPercentEncoding(withAllowedCharacters: allowed) ?? component
        }
        return "https://developer.apple.com/documentation/" + path.joined(separator: "/")
    }

    /// Highlighted Swift without popovers (a declaration). Kept in the highlight cache too (under a key no code
    /// block has): a popover's HTML is part of its block's cache key, so it is made on every build.
    private func highlightedPlain(_ code: String) -> String {
        let make = { Self.html(prepared?.pieces(code) ?? SwiftHighlighter.pieces(code)) }
        return cache.map { $0.html(for: "\u{1}declaration\u{0}" + code, make: make) } ?? make()
    }

    /// Code in another language than Swift, highlighted by ``LanguageHighlighter`` under the library's
    /// `definition`, through the highlight cache (keyed apart from any Swift code: a leading U+0002, the engine
    /// and the definition).
    func highlighted(_ code: String, definition: String) -> String {
        let key = "\u{2}\(LanguageHighlighter.engine)\u{0}\(definition)\u{0}\(code)"
        let make = { Self.html(LanguageHighlighter.pieces(code, definition: definition)) }
        return cache.map { $0.html(for: key, make: make) } ?? make()
    }

    /// Pieces as HTML: `<span class="tok-…">` around each classified piece, the rest escaped.
    static func html(_ pieces: [SwiftHighlighter.Piece]) -> String {
        var out = ""
        for piece in pieces {
            guard let kind = piece.kind else {
                HTMLEscaping.escape(piece.text, into: &out)
                continue
            }
            out += "<span class=\"tok-\(kind.rawValue)\">"
            HTMLEscaping.escape(piece.text, into: &out)
            out += "</span>"
        }
        return out
    }

    /// Highlighted Swift: `<span class="tok-…">` per piece; a name at a position of `popovers` is focusable and
    /// described by its popover.
    func highlighted(_ code: String, popovers: [Position: Popover] = [:]) -> String {
        var out = ""
        out.reserveCapacity(code.utf8.count * 2)
        var position = Position(line: 0, column: 1)
        for piece in prepared?.pieces(code) ?? SwiftHighlighter.pieces(code) {
            let start = position
            for byte in piece.text.utf8 {
                if byte == 0x0A {
                    position.line += 1
                    position.column = 1
                } else {
                    position.column += 1
                }
            }
            guard let kind = piece.kind else {
                HTMLEscaping.escape(piece.text, into: &out)
                continue
            }
            let popover = popovers.isEmpty ? nil : popovers[start]
            if let popover {
                let marked = popover.marked ? " api-marked" : ""
                out += "<span class=\"api\(marked)\" tabindex=\"0\" aria-describedby=\"\(popover.id)\">"
            }
            out += "<span class=\"tok-"
            out += kind.rawValue
            out += "\">"
            HTMLEscaping.escape(piece.text, into: &out)
            out += "</span>"
            if let popover { out += popover.html + "</span>" }
        }
        return out
    }

    /// "deprecated in iOS 17.0 — message", or "iOS 17.0+" when newer than `ios`; with a rank (deprecations
    /// first, then by version) for choosing between declarations used at one name.
    func note(_ entry: APIAvailability, checkedFor ios: IOSVersion) -> (rank: (Int, Int, Int), text: String)? {
        if let deprecated = entry.deprecated {
            var text = strings.deprecated.replacingOccurrences(of: "{version}", with: deprecated)
            if let message = entry.message, !message.isEmpty { text += " — " + message }
            return ((1, 0, 0), text)
        }
        guard let introduced = entry.introduced, let version = Self.version(introduced),
            version > (ios.major, ios.minor)
        else { return nil }
        return (
            (0, version.major, version.minor), strings.available.replacingOccurrences(of: "{version}", with: introduced)
        )
    }

    /// (major, minor) of "16.4" or "17".
    static func version(_ text: String) -> (major: Int, minor: Int)? {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return nil }
        return (major, parts.count > 1 ? parts[1] : 0)
    }
}
