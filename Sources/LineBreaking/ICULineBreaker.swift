import CICU

/// Where a line of label text may break, by ICU's line-breaking rules (Unicode's UAX #14 with CLDR's
/// tailorings): the one file that talks to ICU.
///
/// Text with kana or kanji is broken with the Japanese locale's strict rules (`ja@lb=strict`): no line starts
/// with a small kana, `ー`, `。`, `、`, `）` or `」`, and none ends with `（` or `「` (kinsoku). Other text
/// takes the root rules: after spaces and hyphens, never inside a word.
public enum ICULineBreaker {
    /// The break opportunities in `scalars`, as offsets in scalars: each is where a new line may start
    /// (never 0; the count of scalars last). Nil when ICU cannot open an iterator (then the caller's own rule
    /// applies).
    public static func opportunities(_ scalars: [Unicode.Scalar]) -> [Int]? {
        guard !scalars.isEmpty else { return [] }
        let locale = scalars.contains(where: isJapanese) ? "ja@lb=strict" : "root"
        // UTF-16, with each unit's scalar offset, to map ICU's offsets back.
        var units: [UInt16] = []
        var scalarAt: [Int] = []
        units.reserveCapacity(scalars.count)
        for (offset, scalar) in scalars.enumerated() {
            for unit in scalar.utf16 {
                units.append(unit)
                scalarAt.append(offset)
            }
        }
        scalarAt.append(scalars.count)
        return units.withUnsafeBufferPointer { buffer -> [Int]? in
            guard let iterator = puente_line_breaks_open(locale, buffer.baseAddress, Int32(buffer.count)) else {
                return nil
            }
            defer { puente_line_breaks_close(iterator) }
            var found: [Int] = []
            while true {
                let next = puente_line_breaks_next(iterator)
                guard next >= 0 else { break }
                guard next > 0, Int(next) <= buffer.count else { continue }
                found.append(scalarAt[Int(next)])
            }
            return found
        }
    }

    /// Kana, kanji and the CJK punctuation around them.
    public static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
            true
        default: false
        }
    }
}
