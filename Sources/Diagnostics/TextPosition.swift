/// Converts between byte offsets in UTF-8 text and 1-based line/column positions.
public enum TextPosition {
    /// The 1-based column, in Unicode scalars, of a 1-based UTF-8 byte column within `line`.
    public static func scalarColumn(inLine line: Substring, byteColumn: Int) -> Int {
        guard byteColumn > 1 else { return 1 }
        var bytes = 0
        var column = 1
        for scalar in line.unicodeScalars {
            if bytes >= byteColumn - 1 { break }
            bytes += UTF8.width(scalar)
            column += 1
        }
        return column
    }

    /// The location (line and column in Unicode scalars) of byte `offset` of `bytes`, the file at `path`.
    public static func location(ofByte offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        let before = String(decoding: bytes[..<offset], as: UTF8.self)
        var line = 1
        var column = 1
        for scalar in before.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(path: path, line: line, column: column)
    }
}
