/// A parse or render failure, located in a template.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars from the
/// start of the line (a tab or a multi-byte scalar such as `é` counts as one
/// column). Both point at the first character of the offending tag's opening
/// delimiter. The only error without a location is `.templateNotFound`, which
/// uses line 0 and column 0.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// An opening delimiter (`{{`, `{{{`, `{{=`…) has no matching closing delimiter.
        case unclosedTag
        /// A section or inverted section with this name is never closed.
        case unclosedSection(String)
        /// A closing tag names `found` while the innermost open section is `expected` (nil: none is open).
        case unexpectedClosingTag(expected: String?, found: String)
        /// A set-delimiter tag whose content (given) is not two delimiters free of whitespace and `=`.
        case invalidDelimiters(String)
        /// A tag with no name between its delimiters.
        case emptyTagName
        /// A tag name containing whitespace, an empty dotted part (`a..b`, `a.`), or a misplaced sigil.
        case invalidTagName(String)
        /// A partial tag names a template that is not in the library (strict partials only).
        case missingPartial(String)
        /// Rendering this partial would nest partials deeper than `TemplateLibrary.maximumPartialDepth`.
        case partialRecursionTooDeep(String)
        /// Sections open inside each other more than `TemplateLibrary.maximumSectionDepth` deep.
        case sectionsTooDeep(String)
        /// Rendering produced more than `TemplateLibrary.maximumOutputBytes` (partials that include each
        /// other many times over grow exponentially).
        case outputTooLarge(String)
        /// One value (`{{{content}}}`: its name and size in bytes) made the page larger than
        /// `TemplateLibrary.maximumOutputBytes` by itself or nearly: the content, not the templates, is too large.
        case valueTooLarge(template: String, name: String, bytes: Int)
        /// Rendering walked more than `TemplateLibrary.maximumRenderSteps` tags and text runs (partials that
        /// include each other over and over, even rendering nothing).
        case tooMuchWork(String)
        /// `render` was asked for a template that is not in the library.
        case templateNotFound(String)

        /// A human-readable explanation that says how to fix the problem where it can.
        public var description: String {
            switch self {
            case .unclosedTag:
                return "unclosed tag; add the closing delimiter (for example '}}', or '}}}' after '{{{'), "
                    + "or remove the stray opening delimiter"
            case .unclosedSection(let name):
                return "unclosed section '\(name)'; add '{{/\(name)}}' to close it"
            case .unexpectedClosingTag(let expected?, let found):
                return "closing tag '\(found)' does not match the open section '\(expected)'; "
                    + "close '\(expected)' with '{{/\(expected)}}' first"
            case .unexpectedClosingTag(nil, let found):
                return "closing tag '\(found)' has no open section; remove it or open one with '{{#\(found)}}'"
            case .invalidDelimiters(let content):
                return "invalid set-delimiter tag '\(content)'; write two delimiters separated by whitespace, "
                    + "neither containing whitespace or '=', as in '{{=<% %>=}}'"
            case .emptyTagName:
                return "empty tag name; put a name between the delimiters, as in '{{title}}'"
            case .invalidTagName(let name):
                return "invalid tag name '\(name)'; names may not contain whitespace or empty dotted parts, "
                    + "and a sigil (# ^ / ! > = & {) must directly follow the opening delimiter"
            case .missingPartial(let name):
                return "no template named '\(name)' for partial '{{>\(name)}}'; add it to the library or fix the name"
            case .partialRecursionTooDeep(let name):
                return "partial '\(name)' nests more than \(TemplateLibrary.maximumPartialDepth) partials deep; "
                    + "make sure a recursive partial is wrapped in a section that eventually ends"
            case .sectionsTooDeep(let name):
                return "section '\(name)' is nested more than \(TemplateLibrary.maximumSectionDepth) sections deep; "
                    + "flatten the template"
            case .outputTooLarge(let name):
                return "rendering '\(name)' produced more than \(TemplateLibrary.maximumOutputBytes / 1_048_576) MiB; "
                    + "partials probably include each other over and over"
            case .valueTooLarge(let template, let name, let bytes):
                return "the page rendered by '\(template)' would be more than "
                    + "\(TemplateLibrary.maximumOutputBytes / 1_048_576) MiB: '{{\(name)}}' alone is "
                    + "\(bytes / 1_048_576) MiB; split the content into smaller pages"
            case .tooMuchWork(let name):
                return "rendering '\(name)' took more than \(TemplateLibrary.maximumRenderSteps / 1_000_000) million "
                    + "steps; partials probably include each other over and over"
            case .templateNotFound(let name):
                return "no template named '\(name)' in the library"
            }
        }
    }

    /// The name of the template the error is in, e.g. `page.mustache`.
    public var template: String
    /// The 1-based line of the offending tag (0 when the error has no location).
    public var line: Int
    /// The 1-based column, in Unicode scalars, of the offending tag (0 when the error has no location).
    public var column: Int
    /// What went wrong.
    public var reason: Reason

    /// Creates an error at a location in a template.
    public init(template: String, line: Int, column: Int, reason: Reason) {
        self.template = template
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// A compiler-style message: `page.mustache:12:5: error: unclosed section 'items'; …`.
    public var description: String {
        if line == 0 {
            return "\(template): error: \(reason)"
        }
        return "\(template):\(line):\(column): error: \(reason)"
    }
}
