import Foundation

/// One message from `swiftc -diagnostic-style llvm`, in the coordinates of the file the compiler saw.
struct CompilerDiagnostic: Sendable, Hashable, Codable {
    /// The file as the compiler named it (absolute, or `<unknown>`).
    var file: String
    /// 1-based line (0 when the compiler gave none).
    var line: Int
    /// 1-based column (0 when none).
    var column: Int
    /// `error`, `warning`, `note` or `remark`.
    var severity: String
    /// The message, without the trailing diagnostic group.
    var message: String
    /// The diagnostic group (`DeprecatedDeclaration`, `no-usage`, …), when printed.
    var group: String?
    /// Notes that followed this diagnostic.
    var notes: [CompilerDiagnostic] = []
    /// The replacement text of the compiler's fix-it, when it printed one under the caret.
    var fixIt: String?

    /// Parses compiler output: `file:line:col: severity: message [#Group]` lines, notes attached to the
    /// error or warning before them; source excerpt and caret lines are ignored.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        // After a header come the source line, the caret line and, when there is one, the fix-it text.
        var linesSinceHeader = 0
        var current: CompilerDiagnostic?
        func flush() {
            guard let diagnostic = current else { return }
            if diagnostic.severity == "note", !result.isEmpty {
                result[result.count - 1].notes.append(diagnostic)
            } else if diagnostic.severity != "note" {
                result.append(diagnostic)
            }
            current = nil
        }
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let diagnostic = parseLine(rawLine) {
                flush()
                current = diagnostic
                linesSinceHeader = 0
                continue
            }
            linesSinceHeader += 1
            if linesSinceHeader == 3, current != nil {
                let text = rawLine.trimmingCharacters(in: .whitespaces)
                if !text.isEmpty { current?.fixIt = text }
            }
        }
        flush()
        return result
    }

    private static func parseLine(_ line: Substring) -> CompilerDiagnostic? {
        for severity in ["error", "warning", "note", "remark"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound]
            var message = String(line[range.upperBound...])
            var group: String?
            if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
                group = String(message[open.upperBound..<message.index(before: message.endIndex)])
                message = String(message[..<open.lowerBound])
            }
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            var file = String(location)
            var lineNumber = 0
            var column = 0
            if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
                file = parts.dropLast(2).joined(separator: ":")
                lineNumber = l
                column = c
            } else if parts.count >= 2, let l = Int(parts[parts.count - 1]) {
                file = parts.dropLast().joined(separator: ":")
                lineNumber = l
            }
            return CompilerDiagnostic(
                file: file, line: lineNumber, column: column, severity: severity, message: message, group: group)
        }
        return nil
    }
}
