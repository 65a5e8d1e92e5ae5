extension StringProtocol {
    /// The text's lines: exactly `split(separator: "\n", omittingEmptySubsequences: false)`, found by scanning
    /// UTF-8 bytes instead of breaking the text into `Character`s (grapheme breaking was a fifth of the time
    /// spent loading 2,000 articles, each split several times).
    ///
    /// The same result for any text: a `"\n"` is always a `Character` of its own (grapheme clusters break after
    /// a line feed) except after `"\r"`, where the two form one `Character` that is not `"\n"`; so a line feed
    /// right after a carriage return does not split here either.
    ///
    /// Inlinable, so that callers in other modules get it specialized for `String` and `Substring` (a generic
    /// call per line was most of the time front matter took to find its end).
    @inlinable
    public func lineSlices() -> [SubSequence] {
        // Line feeds are found in the contiguous UTF-8 bytes when the text has them (native strings do); the
        // index of each is then reached from the previous one, so the whole walk is linear.
        let found: [SubSequence]? = utf8.withContiguousStorageIfAvailable { buffer in
            var lines: [SubSequence] = []
            var start = startIndex
            var lastOffset = 0
            var lastIndex = startIndex
            var previous: UInt8 = 0
            for offset in 0..<buffer.count {
                let byte = buffer[offset]
                if byte == 0x0A && previous != 0x0D {
                    let index = utf8.index(lastIndex, offsetBy: offset - lastOffset)
                    lines.append(self[start..<index])
                    start = utf8.index(after: index)
                    lastIndex = index
                    lastOffset = offset
                }
                previous = byte
            }
            lines.append(self[start..<endIndex])
            return lines
        }
        if let found { return found }
        var lines: [SubSequence] = []
        let bytes = utf8
        var start = startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A && previous != 0x0D {
                lines.append(self[start..<index])
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        lines.append(self[start..<endIndex])
        return lines
    }
}
