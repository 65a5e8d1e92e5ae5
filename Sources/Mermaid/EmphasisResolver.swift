/// Matches markdown emphasis delimiters (`*`, `_`) into bold and italic changes.
///
/// A simplified version of CommonMark's "process emphasis": flanking rules decide which
/// runs may open or close, a closer pairs with the nearest opener of the same character,
/// two characters make bold and one italic. Unmatched delimiters stay as text. Openers of
/// the other character between a matched pair are discarded, which keeps it linear.
enum EmphasisResolver {
    /// One delimiter run and what it turned into.
    private struct Run {
        var atomIndex: Int
        var character: Unicode.Scalar
        var remaining: Int
        var canOpen: Bool
        var canClose: Bool
        var opens: [FormatChange] = []
        var closes: [FormatChange] = []
    }

    /// Replaces delimiter atoms with format changes and leftover literal characters.
    static func resolve(_ atoms: [LabelAtom]) -> [LabelAtom] {
        var runs = runs(in: atoms)
        guard !runs.isEmpty else { return atoms }
        match(&runs)
        return rewrite(atoms, with: runs)
    }

    /// The delimiter runs in `atoms`, in order, with whether each may open or close emphasis.
    private static func runs(in atoms: [LabelAtom]) -> [Run] {
        var runs: [Run] = []
        for (offset, atom) in atoms.enumerated() {
            guard case .delimiter(let character, let count) = atom else { continue }
            let before = neighbour(of: offset, in: atoms, step: -1)
            let after = neighbour(of: offset, in: atoms, step: 1)
            let leftFlanking =
                !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
            let rightFlanking =
                !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after))
            let canOpen: Bool
            let canClose: Bool
            if character == "*" {
                canOpen = leftFlanking
                canClose = rightFlanking
            } else {
                canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
            }
            runs.append(
                Run(atomIndex: offset, character: character, remaining: count, canOpen: canOpen, canClose: canClose))
        }
        return runs
    }

    /// Pairs each run that may close with the nearest earlier openers of its character, two delimiters at a
    /// time for bold and one for italic, until it or they run out; a run with delimiters left that may open
    /// becomes an opener.
    private static func match(_ runs: inout [Run]) {
        var openers: [Int] = []
        var openerCount: [Unicode.Scalar: Int] = [:]
        for current in runs.indices {
            let character = runs[current].character
            if runs[current].canClose {
                while runs[current].remaining > 0, openerCount[character, default: 0] > 0 {
                    while let top = openers.last, runs[top].character != character {
                        openers.removeLast()
                        openerCount[runs[top].character, default: 0] -= 1
                    }
                    guard let opener = openers.last else { break }
                    let strong = runs[opener].remaining >= 2 && runs[current].remaining >= 2
                    let used = strong ? 2 : 1
                    runs[opener].remaining -= used
                    runs[current].remaining -= used
                    runs[opener].opens.append(strong ? .boldOn : .italicOn)
                    runs[current].closes.append(strong ? .boldOff : .italicOff)
                    if runs[opener].remaining == 0 {
                        openers.removeLast()
                        openerCount[character, default: 0] -= 1
                    }
                }
            }
            if runs[current].remaining > 0 && runs[current].canOpen {
                openers.append(current)
                openerCount[character, default: 0] += 1
            }
        }
    }

    /// `atoms` with each run's delimiter atom replaced by the changes it closes, the delimiters left over and
    /// the changes it opens.
    private static func rewrite(_ atoms: [LabelAtom], with runs: [Run]) -> [LabelAtom] {
        var result: [LabelAtom] = []
        result.reserveCapacity(atoms.count)
        var nextRun = 0
        for (offset, atom) in atoms.enumerated() {
            guard nextRun < runs.count, runs[nextRun].atomIndex == offset else {
                result.append(atom)
                continue
            }
            let run = runs[nextRun]
            nextRun += 1
            result.append(contentsOf: run.closes.map(LabelAtom.format))
            if run.remaining > 0 {
                result.append(.delimiter(run.character, count: run.remaining))
            }
            result.append(contentsOf: run.opens.reversed().map(LabelAtom.format))
        }
        return result
    }

    /// The nearest character before (`step` -1) or after (+1) an atom; `nil` at a line
    /// boundary. Format changes are skipped over.
    private static func neighbour(of offset: Int, in atoms: [LabelAtom], step: Int) -> Unicode.Scalar? {
        var position = offset + step
        while position >= 0 && position < atoms.count {
            switch atoms[position] {
            case .text(let scalar), .literal(let scalar), .delimiter(let scalar, _):
                return scalar
            case .lineBreak:
                return nil
            case .format:
                position += step
            }
        }
        return nil
    }

    /// Whitespace for flanking purposes; a line boundary counts as whitespace.
    private static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        return scalar.properties.isWhitespace
    }

    /// Punctuation or symbol for flanking purposes.
    private static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
            .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
