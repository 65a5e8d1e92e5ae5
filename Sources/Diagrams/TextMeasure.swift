import Diagnostics
import Mermaid

/// Estimates text sizes for labels and wraps long ones, so Graphviz gets fixed node sizes.
///
/// Widths come from a per-character table for a 14 px sans-serif font: CJK and full-width characters are
/// one em, Latin letters about half an em (narrow and wide letters adjusted), bold about 6 % wider. The
/// estimate errs on the wide side so text never overflows its shape.
enum TextMeasure {
    /// Font size of labels, in px.
    static let fontSize = 14.0
    /// Distance between baselines, in px.
    static let lineHeight = 19.0
    /// Labels wrap beyond this width, as mermaid's do.
    static let wrapWidth = 200.0

    /// A laid-out line of text runs, with its width.
    struct Line: Sendable, Hashable {
        var runs: [TextRun]
        var width: Double
    }

    /// The label's lines after wrapping, and its overall size.
    static func layout(_ label: Label) -> (lines: [Line], width: Double, height: Double) {
        var lines: [Line] = []
        for line in label.lines {
            lines += wrap(line)
        }
        if lines.isEmpty { lines = [Line(runs: [], width: 0)] }
        let width = lines.map(\.width).max() ?? 0
        return (lines, width, Double(lines.count) * lineHeight)
    }

    /// The width of `text` in px.
    static func width(_ text: some StringProtocol, bold: Bool = false) -> Double {
        var total = 0.0
        for scalar in text.unicodeScalars { total += width(of: scalar) }
        return bold ? total * 1.06 : total
    }

    static func width(of scalar: Unicode.Scalar) -> Double {
        if DisplayWidth.isWide(scalar.value) { return fontSize }
        switch scalar {
        case " ": return 3.9
        case "i", "l", "j", "I", ".", ",", "'", ":", ";", "|", "!", "¡": return 3.9
        case "f", "t", "r", "(", ")", "[", "]", "{", "}", "/", "\\", "-", "¿": return 5.0
        case "m", "w": return 11.2
        case "M", "W": return 12.6
        case "A"..."Z": return 9.4
        case "0"..."9": return 7.9
        default: return scalar.isASCII ? 7.4 : 7.8
        }
    }

    /// Breaks one line of runs into lines no wider than ``wrapWidth``: between words in Latin text,
    /// between any two characters in CJK text.
    static func wrap(_ runs: [TextRun]) -> [Line] {
        // Split into breakable pieces that keep their formatting.
        var pieces: [(text: String, bold: Bool, italic: Bool, isSpace: Bool)] = []
        for run in runs {
            var current = ""
            func flush() {
                if !current.isEmpty { pieces.append((current, run.bold, run.italic, false)) }
                current = ""
            }
            for scalar in run.text.unicodeScalars {
                if scalar == " " {
                    flush()
                    pieces.append((" ", run.bold, run.italic, true))
                } else if DisplayWidth.isWide(scalar.value) {
                    flush()
                    pieces.append((String(scalar), run.bold, run.italic, false))
                } else {
                    current.unicodeScalars.append(scalar)
                }
            }
            flush()
        }
        var lines: [Line] = []
        var current: [TextRun] = []
        var width = 0.0
        func append(_ piece: (text: String, bold: Bool, italic: Bool, isSpace: Bool)) {
            if let last = current.last, last.bold == piece.bold, last.italic == piece.italic {
                current[current.count - 1].text += piece.text
            } else {
                current.append(TextRun(piece.text, bold: piece.bold, italic: piece.italic))
            }
        }
        for piece in pieces {
            let pieceWidth = TextMeasure.width(piece.text, bold: piece.bold)
            if piece.isSpace && current.isEmpty { continue }
            if width + pieceWidth > wrapWidth, !current.isEmpty, !piece.isSpace {
                lines.append(trimmed(current))
                current = []
                width = 0
            }
            if piece.isSpace && current.isEmpty { continue }
            append(piece)
            width += pieceWidth
        }
        if !current.isEmpty || lines.isEmpty { lines.append(trimmed(current)) }
        return lines
    }

    private static func trimmed(_ runs: [TextRun]) -> Line {
        var runs = runs
        while let last = runs.last, last.text.hasSuffix(" ") {
            runs[runs.count - 1].text.removeLast()
            if runs[runs.count - 1].text.isEmpty { runs.removeLast() }
        }
        let width = runs.reduce(0.0) { $0 + TextMeasure.width($1.text, bold: $1.bold) }
        return Line(runs: runs, width: width)
    }
}
