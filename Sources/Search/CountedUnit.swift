import Incremental

/// One search section as the index needs it once its terms are counted: its URL and title, its entry in its
/// article's file, its weighted length, and its terms and words as numbers in a ``TermTable``.
public struct CountedUnit: Sendable, Equatable {
    /// The section's URL (`es/slug/#anchor`).
    var url: String
    /// Its article's title.
    var title: String
    /// Its entry in its article's `sections` (`{"anchor":…,"heading":…,"text":…,"code":…}`).
    var section: [UInt8]
    /// Its weighted length.
    var length: Int
    /// Its terms' numbers, each once.
    var terms: [UInt32]
    /// Each term's weighted frequency, as `terms`.
    var frequencies: [UInt32]
    /// The numbers of the vocabulary words found in it, each once.
    var words: [UInt32]

    /// The page URL alone, without the anchor: what the units of one article share.
    var page: Substring { url.firstIndex(of: "#").map { url[..<$0] } ?? url[...] }

    /// The unit with its numbers changed by `remap` (see ``TermTable/compacted(keeping:)``).
    func remapped(_ remap: TermTable.Remap) -> CountedUnit {
        var unit = self
        unit.terms = terms.map { remap.terms[Int($0)] }
        unit.words = words.map { remap.words[Int($0)] }
        return unit
    }

    /// Appends the unit's bytes.
    func encode(into bytes: inout [UInt8]) {
        bytes.appendString(url)
        bytes.appendString(title)
        bytes.appendWord(UInt64(section.count))
        bytes += section
        bytes.appendWord(UInt64(length))
        bytes.appendWord(UInt64(terms.count))
        for (term, frequency) in zip(terms, frequencies) {
            bytes.appendUInt32(term)
            bytes.appendUInt32(frequency)
        }
        bytes.appendWord(UInt64(words.count))
        for word in words { bytes.appendUInt32(word) }
    }

    /// Reads what ``encode(into:)`` wrote, with numbers valid in `table`; nil for anything else.
    init?(decoding reader: inout MemoReader, table: TermTable) {
        guard let url = reader.string(), let title = reader.string(), let size = reader.word(),
            let section = reader.bytes(Int(clamping: size)), let length = reader.word(),
            let termCount = reader.word(), termCount <= UInt64(table.terms.count)
        else { return nil }
        guard let (terms, frequencies) = reader.uint32Pairs(Int(termCount)),
            terms.allSatisfy({ $0 < table.terms.count }), let wordCount = reader.word(),
            wordCount <= UInt64(table.words.count), let words = reader.uint32s(Int(wordCount)),
            words.allSatisfy({ $0 < table.words.count })
        else { return nil }
        self.init(
            url: url, title: title, section: section, length: Int(length), terms: terms, frequencies: frequencies,
            words: words)
    }

    init(
        url: String, title: String, section: [UInt8], length: Int, terms: [UInt32], frequencies: [UInt32],
        words: [UInt32]
    ) {
        self.url = url
        self.title = title
        self.section = section
        self.length = length
        self.terms = terms
        self.frequencies = frequencies
        self.words = words
    }
}
