/// Converts increasing UTF-8 offsets in a template's source into line/column positions.
///
/// Positions are computed incrementally, so locating every tag of a template
/// costs one pass over its source in total.
struct SourceLocator {
    private let bytes: [UInt8]
    private var offset = 0
    private var position = SourcePosition(line: 1, column: 1)

    /// Creates a locator for the given UTF-8 source.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of the byte at `target`; `target` must not decrease between calls.
    mutating func position(of target: Int) -> SourcePosition {
        precondition(target >= offset, "SourceLocator offsets must not decrease")
        while offset < target {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                position.line += 1
                position.column = 1
            } else if byte & 0xC0 != 0x80 {
                // A byte that is not a UTF-8 continuation byte starts a new scalar.
                position.column += 1
            }
            offset += 1
        }
        return position
    }
}
