/// The kind of a Mustache tag, decided by the sigil right after the opening delimiter.
enum TagKind: Sendable {
    /// `{{name}}`: HTML-escaped interpolation.
    case variable
    /// `{{&name}}`: unescaped interpolation.
    case unescaped
    /// `{{{name}}}`: unescaped interpolation closed by `}` plus the closing delimiter.
    case triple
    /// `{{#name}}`: section.
    case section
    /// `{{^name}}`: inverted section.
    case inverted
    /// `{{/name}}`: end of a section.
    case close
    /// `{{! text }}`: comment.
    case comment
    /// `{{>name}}`: partial.
    case partial
    /// `{{=<% %>=}}`: set delimiters.
    case delimiters

    /// The kind for a sigil byte, or `.variable` when the byte is not a sigil.
    init(sigil: UInt8?) {
        switch sigil {
        case UInt8(ascii: "&"): self = .unescaped
        case UInt8(ascii: "{"): self = .triple
        case UInt8(ascii: "#"): self = .section
        case UInt8(ascii: "^"): self = .inverted
        case UInt8(ascii: "/"): self = .close
        case UInt8(ascii: "!"): self = .comment
        case UInt8(ascii: ">"): self = .partial
        case UInt8(ascii: "="): self = .delimiters
        default: self = .variable
        }
    }

    /// Whether the tag is written with a sigil byte after the opening delimiter.
    var hasSigil: Bool {
        self != .variable
    }

    /// Whether a tag of this kind alone on a line removes that line from the output.
    var canBeStandalone: Bool {
        switch self {
        case .section, .inverted, .close, .comment, .partial, .delimiters: true
        case .variable, .unescaped, .triple: false
        }
    }
}
