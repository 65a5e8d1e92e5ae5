import Foundation

/// How diagnostics are printed: for people, for GitHub Actions, or as a JSON report.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:col: error: message`, an excerpt and help (the default).
    case text
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
    case github
    /// One JSON document with every diagnostic and the counts.
    case json

    /// A GitHub Actions annotation for `diagnostic` (notes and help folded into the message).
    public static func githubAnnotation(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties = [
                "file=\(escapeProperty(location.path))", "line=\(location.line)", "col=\(location.column)",
            ]
        }
        properties.append("title=puente")
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: \(note.message)" }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The JSON report: `{"succeeded":…,"errors":…,"warnings":…,"counts":{…},"diagnostics":[…]}`.
    public static func jsonReport(_ diagnostics: [Diagnostic], counts: [String: Int]) -> String {
        func object(_ d: Diagnostic) -> [String: Any] {
            var value: [String: Any] = ["severity": d.severity.rawValue, "message": d.message]
            if let location = d.location {
                value["path"] = location.path
                value["line"] = location.line
                value["column"] = location.column
            }
            if let help = d.help { value["help"] = help }
            if !d.notes.isEmpty { value["notes"] = d.notes.map(object) }
            return value
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let report: [String: Any] = [
            "succeeded": errors == 0,
            "errors": errors,
            "warnings": diagnostics.filter { $0.severity == .warning }.count,
            "counts": counts,
            "diagnostics": diagnostics.map(object),
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: report, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        // JSON escapes C0 controls inside strings; DEL, C1 controls and the Unicode line separators, which it
        // leaves as they are, are escaped too, for readers that split lines on them. GitHub's older command
        // parser obeys `##[` anywhere in a line, and `#` occurs only inside strings here, so it becomes `\u0023`.
        var out = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            // C0 controls are already escaped inside strings; outside them, newlines are the document's own.
            if PrintableText.isControl(scalar) && scalar.value >= 0x7F {
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.replacingOccurrences(of: "##[", with: "#\\u0023[") + "\n"
    }

    /// A workflow command's data: `%`, `\r` and `\n` as the runner unescapes them, every other control
    /// character and `##[` as ``PrintableText`` writes them.
    private static func escapeData(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        return PrintableText.line(escaped)
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
