import Snippets

/// Declarations Apple published after the SDK a facts table was extracted from (`Supplements/<Module>.tsv`:
/// extension, kind, name, iOS, why, declaration; `#` comments), appended to the table as `supplied: <why>`
/// rows, each under an `@available` extension of its own. A declaration the table already holds is skipped,
/// so applying a supplement twice changes nothing.
enum Supplement {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Appends the supplement's rows to `table` and returns how many were new.
    static func apply(_ text: String, to table: inout StubFactsTable) throws -> Int {
        var next = (table.rows.map(\.id).max() ?? 0) + 1
        var extensions: [String: Int] = [:]
        let known = Set(table.rows.map(\.declaration))
        var added = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else {
                throw Failure(description: "line \(number + 1): expected 6 tab-separated fields, found \(fields.count)")
            }
            let (container, kind, name, ios, why, declaration) =
                (fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
            let attributed = "@available(iOS \(ios), *) \(declaration)"
            guard !known.contains(declaration), !known.contains(attributed) else { continue }
            let key = "\(container)\t\(ios)"
            let parent: Int
            if let existing = extensions[key] {
                parent = existing
            } else {
                parent = next
                extensions[key] = next
                next += 1
                table.rows.append(
                    .init(
                        id: parent, parent: 0, kind: "extension", name: String(container.split(separator: ".").last ?? ""),
                        ios: ios, condition: "", status: "supplied: \(why)",
                        declaration: "@available(iOS \(ios), *) extension \(container)"))
            }
            table.rows.append(
                .init(
                    id: next, parent: parent, kind: kind, name: name, ios: ios, condition: "",
                    status: "supplied: \(why)", declaration: attributed))
            next += 1
            added += 1
        }
        return added
    }
}
