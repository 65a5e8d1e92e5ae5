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

    /// The 1-based line and scalar column of the `index`-th Unicode scalar (0-based) of `text`.
    public static func lineColumn(ofScalarOffset index: Int, in text: some StringProtocol) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if offset == index { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
