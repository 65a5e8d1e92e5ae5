/// Terminal display width of characters: East Asian wide and full-width characters take two cells.
public enum DisplayWidth {
    /// The number of terminal cells `scalar` occupies (0 for combining marks).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let props = scalar.properties
        if props.generalCategory == .nonspacingMark || props.generalCategory == .enclosingMark { return 0 }
        return isWide(scalar.value) ? 2 : 1
    }

    /// Whether a code point is East Asian Wide or Fullwidth (the ranges that matter for CJK text and emoji).
    public static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
