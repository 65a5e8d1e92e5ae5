import Diagnostics
import LineBreaking
import Mermaid
import TextMetrics

/// Measures labels and wraps long ones, so Graphviz gets fixed node sizes.
///
/// With ``fonts`` (the theme's `--pu-font-diagram` list, resolved to this machine's files) widths are the
/// browser's: each character from the first family that has it, runs shaped by HarfBuzz at 14 px. Characters
/// no font has, and every character when ``fonts`` is nil, are estimated from a per-character table for a
/// 14 px sans-serif font: CJK and full-width characters one em, Latin letters about half an em, bold about
/// 6 % wider; the estimate errs on the wide side.
struct TextMeasure: Sendable {
    /// Font size of labels, in px.
    static let fontSize = 14.0
    /// Distance between baselines, in px.
    static let lineHeight = 19.0
    /// Labels wrap beyond this width, as mermaid's do.
    static let wrapWidth = 200.0

    /// The families diagram text is drawn with, as CSS lists them; the SVG names them too.
    var families: [String]
    /// The families resolved to this machine's font files; nil measures by estimate.
    var fonts: FontStack?

    /// The built-in theme's `--pu-font-diagram`: Arial's widths wherever it is drawn (Helvetica and Liberation
    /// Sans share them), and any Japanese face, whose kana and kanji are all one em wide.
    static let builtInFamilies = [
        "Arial", "Liberation Sans", "Helvetica", "Noto Sans CJK JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN",
        "Yu Gothic", "Meiryo", "sans-serif",
    ]

    /// Measures with `families` as this machine resolves them; with `estimate`, or when none resolves, by the
    /// estimate table.
    init(families: [String] = Self.builtInFamilies, estimate: Bool = false) {
        self.families = families
        let stack = estimate ? nil : FontStack.resolved(families)
        fonts = stack?.faces.isEmpty == false ? stack : nil
    }

    /// The families as a CSS `font-family` value (`Arial, 'Liberation Sans', sans-serif`).
    var cssFamilies: String {
        families.map { family in
            FontStack.isGeneric(family) || family.allSatisfy({ $0.isLetter || $0 == "-" })
                ? family : "'\(family.replacingOccurrences(of: "'", with: "\\'"))'"
        }.joined(separator: ", ")
    }

    /// A laid-out line of text runs, with its width.
    struct Line: Sendable, Hashable {
        var runs: [TextRun]
        var width: Double
    }

    /// The label's lines after wrapping, and its overall size.
    /// `wrapping: false` keeps each line whole (sequence diagrams, like mermaid's, widen instead).
    func layout(_ label: Label, wrapping: Bool = true) -> (lines: [Line], width: Double, height: Double) {
        var lines: [Line] = []
        for line in label.lines {
            if wrapping {
                lines += wrap(line)
            } else {
                lines.append(
                    Line(
                        runs: line,
                        width: line.reduce(0.0) { $0 + self.width($1.text, bold: $1.bold, italic: $1.italic) }))
            }
        }
        if lines.isEmpty { lines = [Line(runs: [], width: 0)] }
        let width = lines.map(\.width).max() ?? 0
        return (lines, width, Double(lines.count) * Self.lineHeight)
    }

    /// The width of `text` in px.
    func width(_ text: some StringProtocol, bold: Bool = false, italic: Bool = false) -> Double {
        let boldFactor = bold ? 1.06 : 1
        guard let fonts else {
            return text.unicodeScalars.reduce(0.0) { $0 + Self.estimatedWidth(of: $1) } * boldFactor
        }
        let measured = fonts.measure(String(text), bold: bold, italic: italic)
        return measured.em * Self.fontSize
            + measured.missing.reduce(0.0) { $0 + Self.estimatedWidth(of: $1) } * boldFactor
    }

    /// The estimated width of one character in px, for text no font measures.
    static func estimatedWidth(of scalar: Unicode.Scalar) -> Double {
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

    /// Breaks one line of runs into lines no wider than ``wrapWidth``, at the break opportunities of
    /// ``ICULineBreaker`` (after spaces in Latin text; between CJK characters, but never before `ー`, `。`,
    /// `、`, a small kana or a closing bracket). Where a line holds a space and breaking there keeps the line at
    /// least half full, it breaks at the space, as mermaid does. A last line of one CJK character (`を使 / う`)
    /// takes the character before it along. A word wider than a line stays whole.
    func wrap(_ runs: [TextRun]) -> [Line] {
        var scalars: [Unicode.Scalar] = []
        var bold: [Bool] = []
        var italic: [Bool] = []
        for run in runs {
            for scalar in run.text.unicodeScalars {
                scalars.append(scalar)
                bold.append(run.bold)
                italic.append(run.italic)
            }
        }
        let breaks = ICULineBreaker.opportunities(scalars) ?? Self.fallbackOpportunities(scalars)
        var segments: [Range<Int>] = []
        var start = 0
        for end in breaks where end > start && end <= scalars.count {
            segments.append(start..<end)
            start = end
        }
        if start < scalars.count { segments.append(start..<scalars.count) }

        /// The width of a range, measured run by run of one style.
        func width(_ range: Range<Int>) -> Double {
            var total = 0.0
            var start = range.lowerBound
            while start < range.upperBound {
                var end = start + 1
                while end < range.upperBound, bold[end] == bold[start], italic[end] == italic[start] { end += 1 }
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[start..<end])
                total += self.width(String(text), bold: bold[start], italic: italic[start])
                start = end
            }
            return total
        }
        func isSpace(_ index: Int) -> Bool { scalars[index] == " " }
        /// The range without its trailing spaces.
        func visible(_ range: Range<Int>) -> Range<Int> {
            var end = range.upperBound
            while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
            return range.lowerBound..<end
        }

        // Greedy filling, segment by segment; a line's trailing spaces never make it overflow.
        var lines: [[Range<Int>]] = []
        var current: [Range<Int>] = []
        var currentWidth = 0.0
        for segment in segments {
            if current.isEmpty, visible(segment).isEmpty { continue }  // spaces that would start a line
            while !current.isEmpty, currentWidth + width(visible(segment)) > Self.wrapWidth {
                // Break at the line's last space instead, when that keeps it at least half full.
                var carried: [Range<Int>] = []
                if let space = current.lastIndex(where: { isSpace($0.upperBound - 1) }), space < current.count - 1,
                    width(current[0].lowerBound..<current[space].upperBound) >= Self.wrapWidth / 2
                {
                    carried = Array(current[(space + 1)...])
                    current.removeSubrange((space + 1)...)
                }
                lines.append(current)
                current = carried
                currentWidth = carried.reduce(0) { $0 + width($1) }
            }
            current.append(segment)
            currentWidth += width(segment)
        }
        if !current.isEmpty { lines.append(current) }

        // No lone CJK character on the last line: the one before comes down with it, if it fits.
        if lines.count >= 2, lines[lines.count - 2].count >= 2 {
            let last = visible(lines[lines.count - 1].first!.lowerBound..<lines[lines.count - 1].last!.upperBound)
            if last.count == 1,
                ICULineBreaker.isJapanese(scalars[last.lowerBound])
                    || DisplayWidth.isWide(scalars[last.lowerBound].value)
            {
                let moved = lines[lines.count - 2].removeLast()
                if width(moved) + width(last) <= Self.wrapWidth {
                    lines[lines.count - 1].insert(moved, at: 0)
                } else {
                    lines[lines.count - 2].append(moved)
                }
            }
        }

        var result: [Line] = []
        for line in lines {
            guard let first = line.first, let lastSegment = line.last else { continue }
            let range = visible(first.lowerBound..<lastSegment.upperBound)
            var lineRuns: [TextRun] = []
            for index in range {
                if let last = lineRuns.last, last.bold == bold[index], last.italic == italic[index] {
                    lineRuns[lineRuns.count - 1].text.unicodeScalars.append(scalars[index])
                } else {
                    lineRuns.append(TextRun(String(scalars[index]), bold: bold[index], italic: italic[index]))
                }
            }
            result.append(Line(runs: lineRuns, width: width(range)))
        }
        return result.isEmpty ? [Line(runs: [], width: 0)] : result
    }

    /// Break opportunities without ICU: after each space, and around each wide (CJK) character.
    static func fallbackOpportunities(_ scalars: [Unicode.Scalar]) -> [Int] {
        var breaks: [Int] = []
        for (index, scalar) in scalars.enumerated() {
            if scalar == " " || DisplayWidth.isWide(scalar.value) { breaks.append(index + 1) }
            if index > 0, DisplayWidth.isWide(scalar.value), breaks.last != index { breaks.append(index) }
        }
        breaks.append(scalars.count)
        return breaks.sorted()
    }
}
