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
    /// Availability by API name, from the stubs.
    public var availability: [String: APIAvailability]
    /// APIs introduced after this version get a note (the oldest iOS the site supports).
    public var baseline: (major: Int, minor: Int)
    /// Colour Swift code (off only to measure what highlighting costs: `PUENTE_HIGHLIGHT=0`).
    public var highlights = true
    /// Highlighted code from earlier builds.
    public var cache: HighlightCache?

    /// Creates a renderer.
    public init(strings: CodeBlockStrings, availability: [String: APIAvailability], baseline: (major: Int, minor: Int))
    {
        self.strings = strings
        self.availability = availability
        self.baseline = baseline
    }

    /// The figure for `code` in `language`, with an optional `title` and `badge`.
    public func render(code: String, language: String, title: String?, badge: Badge?) -> String {
        var out = "<figure class=\"code-block\">\n"
        if let title, !title.isEmpty {
            out += "<figcaption class=\"code-title\">\(HTMLEscaping.escape(title))</figcaption>\n"
        }
        if let badge { out += self.badge(badge) }
        out += "<pre class=\"code\" tabindex=\"0\"><code"
        if !language.isEmpty { out += " class=\"language-\(HTMLEscaping.escape(language))\"" }
        out += " lang=\"en\">"
        if language == "swift" && highlights {
            out += cache.map { $0.html(for: code) { highlighted(code) } } ?? highlighted(code)
        } else {
            out += HTMLEscaping.escape(code)
        }
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

    /// Highlighted Swift: `<span class="tok-…">` per piece, with availability notes on newer APIs.
    func highlighted(_ code: String) -> String {
        var out = ""
        out.reserveCapacity(code.utf8.count * 2)
        for piece in SwiftHighlighter.pieces(code) {
            let escaped = HTMLEscaping.escape(piece.text)
            guard let kind = piece.kind else {
                out += escaped
                continue
            }
            let span = "<span class=\"tok-\(kind.rawValue)\">\(escaped)</span>"
            if kind == .type || kind == .identifier, let note = note(for: piece.text) {
                out += "<span class=\"api-note\" tabindex=\"0\">\(span)"
                out += "<span class=\"api-popover\" role=\"tooltip\">\(HTMLEscaping.escape(note))</span></span>"
            } else {
                out += span
            }
        }
        return out
    }

    /// "iOS 17.0+" or "deprecated in iOS 17.0 — message" for names newer than the baseline or deprecated.
    func note(for name: String) -> String? {
        guard let entry = availability[name] else { return nil }
        if let deprecated = entry.deprecated {
            var text = strings.deprecated.replacingOccurrences(of: "{version}", with: deprecated)
            if let message = entry.message, !message.isEmpty { text += " — " + message }
            return text
        }
        guard let introduced = entry.introduced, Self.isNewer(introduced, than: baseline) else { return nil }
        return strings.available.replacingOccurrences(of: "{version}", with: introduced)
    }

    static func isNewer(_ version: String, than baseline: (major: Int, minor: Int)) -> Bool {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return false }
        return (major, parts.count > 1 ? parts[1] : 0) > baseline
    }
}
