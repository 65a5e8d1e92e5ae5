import Diagnostics

/// Decodes a file's bytes into the text every later stage sees: strict UTF-8, no BOM, LF line endings.
public enum SourceText {
    /// The normalized text, or the location of the first byte that is not UTF-8.
    public static func decode(_ bytes: [UInt8], path: String) throws(ContentError) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .notUTF8(firstInvalidByte(in: Array(body), path: path))
        }
        // A NUL byte would end the text for any C library that reads up to it; never a silent cut.
        if let nul = body.firstIndex(of: 0) {
            throw .nulByte(TextPosition.location(ofByte: nul - body.startIndex, in: Array(body), path: path))
        }
        // Looked for in the bytes: `String.contains` on a string goes through Foundation, far slower.
        return body.contains(0x0D) ? normalizeLineEndings(text) : text
    }

    /// `\r\n` and lone `\r` become `\n`, so line numbers match what editors show.
    static func normalizeLineEndings(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                out += "\n"
                previousWasCR = true
                continue
            }
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    private static func firstInvalidByte(in bytes: [UInt8], path: String) -> SourceLocation {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return SourceLocation(path: path, line: line, column: column)
            case .error:
                return SourceLocation(path: path, line: line, column: column)
            }
        }
    }
}
