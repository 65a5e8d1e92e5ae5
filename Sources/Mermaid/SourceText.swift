/// The diagram source as an array of Unicode scalars, with line starts for reporting positions.
///
/// Line endings are normalised while reading: `\r\n` and a lone `\r` both become `\n`.
/// Because the dropped `\r` always sits at the end of a line, columns are unaffected.
struct SourceText: Sendable {
    /// The normalised scalars.
    let scalars: [Unicode.Scalar]
    /// The index of the first scalar of every line; always starts with 0.
    private let lineStarts: [Int]

    /// Reads and normalises `source`.
    init(_ source: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.unicodeScalars.count)
        var lineStarts = [0]
        var previousWasCarriageReturn = false
        for scalar in source.unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if scalar == "\r" || scalar == "\n" {
                scalars.append("\n")
                lineStarts.append(scalars.count)
            } else {
                scalars.append(scalar)
            }
        }
        self.scalars = scalars
        self.lineStarts = lineStarts
    }

    /// The number of scalars.
    var count: Int { scalars.count }

    /// The scalar at `index`, or `nil` outside the text.
    subscript(index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    /// The 1-based line and column of `index` (which may be the end of the text).
    func location(of index: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return (low + 1, index - lineStarts[low] + 1)
    }

    /// The text of the scalars in `range` (clamped to the text).
    func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, scalars.count))
        let upper = max(lower, min(range.upperBound, scalars.count))
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<upper])
        return String(view)
    }
}
