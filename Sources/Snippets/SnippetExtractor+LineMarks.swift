import Diagnostics

extension SnippetExtractor {
    /// Warnings for a block's `highlight` option, each at the column of the item it is about: items that are
    /// not line numbers, reversed ranges, lines past the block's end, lines readers never see (hidden lines,
    /// a prelude block). `hidden` says, for each of the block's source lines, whether it is hidden.
    static func lineMarkWarnings(
        _ fence: FenceInfo, hidden: [Bool], location: (Int) -> SourceLocation
    ) -> [Diagnostic] {
        guard let value = fence.highlight else { return [] }
        let keyOffset = fence.offsets["highlight"] ?? 0
        let valueOffset = fence.valueOffsets["highlight"] ?? keyOffset
        let help = "write highlight=\"3-5,9\": lines of the block, from 1 (the line after the fence)"
        if value.allSatisfy({ $0 == " " || $0 == "\t" }) {
            return [.warning("'highlight' names no line", at: location(keyOffset), help: help)]
        }
        if fence.isPrelude {
            return [.warning("a prelude block is never shown: 'highlight' marks nothing", at: location(keyOffset))]
        }
        let selection = LineSelection(value)
        let resolved = selection.displayed(hidden: hidden)
        return (selection.problems + resolved.problems).map { problem in
            .warning(problem.message, at: location(valueOffset + problem.offset), help: help)
        }
    }

    /// `info` with its `highlight` option's numbers moved from the block's source lines onto the lines shown
    /// once the `hidden` ones are dropped; unchanged without the option.
    static func shownLineNumbers(_ fence: FenceInfo, info: String, hidden: [Bool]) -> String {
        guard let value = fence.highlight, let start = fence.offsets["highlight"], let end = fence.ends["highlight"]
        else { return info }
        let lines = LineSelection(value).displayed(hidden: hidden).lines
        let scalars = Array(info.unicodeScalars)
        var out = String.UnicodeScalarView(scalars[..<start])
        out.append(contentsOf: "highlight=\"\(LineSelection.format(lines))\"".unicodeScalars)
        out.append(contentsOf: scalars[min(end, scalars.count)...])
        return String(out)
    }
}
