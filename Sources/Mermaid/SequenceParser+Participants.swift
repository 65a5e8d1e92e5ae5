import Diagnostics
import TextBasics
import YAML

/// Mermaid 11's participant settings, `participant API@{ "type": "boundary", "alias": "Public API" }`, and
/// actor menus, `link A: Wiki @ https://…` and `links A: {"Wiki": "https://…"}`.
extension SequenceParser {
    /// A declaration's name, its settings' type and alias, and the `as` alias after them.
    struct Declaration {
        var id: String
        var kind: SequenceDiagram.Participant.Kind?
        var alias: String?
    }

    /// Reads `Name@{ … } as Alias` (settings and alias optional); a problem is an offset in `text` with a message.
    static func declaration(_ text: String) -> Result<Declaration, Located> {
        let scalars = Array(text.unicodeScalars)
        guard let at = (0..<max(0, scalars.count - 1)).first(where: { scalars[$0] == "@" && scalars[$0 + 1] == "{" })
        else {
            let (id, alias) = aliased(text)
            return .success(Declaration(id: id, kind: nil, alias: alias))
        }
        let id = String(String.UnicodeScalarView(scalars[..<at])).trimmingWhitespace
        var quoted = false
        var close: Int?
        for index in (at + 2)..<scalars.count {
            if scalars[index] == "\"" { quoted.toggle() }
            if scalars[index] == "}" && !quoted {
                close = index
                break
            }
        }
        guard let close else {
            return .failure(Located(at, "unclosed '@{' of participant '\(id)': expected '}'"))
        }
        let inner = String(String.UnicodeScalarView(scalars[(at + 2)..<close]))
        let rest = String(String.UnicodeScalarView(scalars[(close + 1)...])).trimmingWhitespace
        var declaration = Declaration(id: id, kind: nil, alias: nil)
        if !rest.isEmpty {
            guard rest.hasPrefix("as ") else {
                let found = (close + 1..<scalars.count).first { !scalars[$0].properties.isWhitespace } ?? close + 1
                return .failure(
                    Located(found, "expected 'as Alias' or end of line after the settings of '\(id)', found '\(rest)'"))
            }
            declaration.alias = String(rest.dropFirst(3)).trimmingWhitespace
        }
        switch settings(inner, of: id, offset: at + 2) {
        case .failure(let problem): return .failure(problem)
        case .success(let pairs):
            for (key, value, offset, valueOffset) in pairs {
                switch key {
                case "type":
                    guard let kind = SequenceDiagram.Participant.Kind(rawValue: value) else {
                        let kinds = SequenceDiagram.Participant.Kind.allCases.map(\.rawValue)
                        let guess = Spelling.closest(to: value, in: kinds).map { "; did you mean '\($0)'?" } ?? ""
                        return .failure(
                            Located(
                                valueOffset,
                                "unknown participant type '\(value)'\(guess) (mermaid's are \(kinds.joined(separator: ", ")))"
                            ))
                    }
                    declaration.kind = kind
                case "alias":
                    if declaration.alias == nil { declaration.alias = value }
                default:
                    let guess =
                        Spelling.closest(to: key, in: ["type", "alias"]).map { "; did you mean '\($0)'?" } ?? ""
                    return .failure(
                        Located(offset, "unknown key '\(key)' in the settings of participant '\(id)'\(guess)"))
                }
            }
        }
        return .success(declaration)
    }

    /// The `key: value` pairs of a settings block (YAML, a flow mapping as mermaid reads it), each with its offset.
    static func settings(
        _ inner: String, of id: String, offset: Int
    ) -> Result<[(key: String, value: String, keyOffset: Int, valueOffset: Int)], Located> {
        let root: YAMLNode
        do {
            root = try YAMLConverter.load("{" + inner + "}")
        } catch {
            return .failure(
                Located(
                    offset + max(0, error.column - 2), "the settings of '\(id)' are not valid YAML: \(error.message)"))
        }
        if root.isNull { return .success([]) }
        guard let pairs = root.mapping else {
            return .failure(Located(offset, "expected '\"key\": value' pairs in the settings of '\(id)'"))
        }
        var result: [(key: String, value: String, keyOffset: Int, valueOffset: Int)] = []
        for pair in pairs {
            // Both on the settings' one line: the column, less the '{' put in front.
            let place = offset + max(0, pair.key.column - 2)
            guard let key = pair.key.scalar, let value = pair.value.scalar else {
                return .failure(Located(place, "expected a plain '\"key\": value' in the settings of '\(id)'"))
            }
            result.append((key, value, place, offset + max(0, pair.value.column - 2)))
        }
        return .success(result)
    }

    /// `Title @ https://…` after `link A:`, or a JSON object of titles and addresses after `links A:`.
    static func menuLinks(_ text: String, json: Bool) -> Result<[(title: String, url: String)], Located> {
        if !json {
            // The first '@' ends the title, as mermaid reads it: an address may hold '@' itself.
            guard let at = text.firstIndex(of: "@") else {
                return .failure(Located(0, "expected 'Title @ https://…' after the ':' of 'link'"))
            }
            let url = String(text[text.index(after: at)...]).trimmingWhitespace
            let title = String(text[..<at]).trimmingWhitespace
            guard !url.isEmpty, !title.isEmpty else {
                return .failure(Located(0, "expected 'Title @ https://…' after the ':' of 'link'"))
            }
            return .success([(title, url)])
        }
        let root: YAMLNode
        do {
            root = try YAMLConverter.load(text)
        } catch {
            return .failure(Located(max(0, error.column - 1), "the links are not valid JSON: \(error.message)"))
        }
        guard let pairs = root.mapping else {
            return .failure(Located(0, "expected a JSON object such as {\"Wiki\": \"https://…\"} after 'links A:'"))
        }
        var links: [(title: String, url: String)] = []
        for pair in pairs {
            guard let title = pair.key.scalar, let url = pair.value.scalar, !url.isEmpty else {
                return .failure(Located(max(0, pair.key.column - 1), "expected \"Title\": \"https://…\" in the links"))
            }
            links.append((title, url))
        }
        return .success(links)
    }

    /// A problem at an offset (in Unicode scalars) of the text it was found in.
    struct Located: Error {
        var offset: Int
        var message: String

        init(_ offset: Int, _ message: String) {
            self.offset = offset
            self.message = message
        }
    }
}
