import Incremental

/// The terms and vocabulary words of one language's index, each numbered once, so counted sections hold
/// numbers (``CountedUnit``) and the postings are gathered by number, not by string.
///
/// The first ``sortedCount`` terms are in UTF-16 order (as JavaScript compares strings, and as the index
/// lists them); terms met since the table was last compacted follow, in the order they were met.
struct TermTable: Sendable {
    /// Every term.
    private(set) var terms: [String] = []
    /// How many of the first terms are in UTF-16 order.
    private(set) var sortedCount = 0
    /// Every vocabulary word, as written.
    private(set) var words: [String] = []
    /// Each word's folded form, as a number in ``folded``.
    private(set) var wordFolded: [UInt32] = []
    /// Every folded form.
    private(set) var folded: [String] = []
    /// Each folded form's length in Unicode scalars.
    private(set) var foldedLengths: [Int] = []
    private var termNumbers: [TermKey: UInt32]?
    // Words keep `String`'s equality (canonical equivalence): unlike terms, a lowercased word is not made
    // in one normal form.
    private var wordNumbers: [String: UInt32]?
    private var foldedNumbers: [String: UInt32]?

    /// An empty table.
    init() {}

    /// What compacting a table changed: each old number's new one (`UInt32.max` for what was dropped).
    struct Remap {
        var terms: [UInt32]
        var words: [UInt32]
    }

    /// `unit`, with `counts` (its terms as strings), numbered in this table; new terms and words are added.
    mutating func counted(_ unit: SearchUnit, _ counts: SearchIndexBuilder.TermCounts) -> CountedUnit {
        var terms: [UInt32] = []
        var frequencies: [UInt32] = []
        terms.reserveCapacity(counts.counts.count)
        frequencies.reserveCapacity(counts.counts.count)
        for (term, frequency) in counts.counts {
            terms.append(number(ofTerm: term))
            frequencies.append(UInt32(clamping: frequency))
        }
        return CountedUnit(
            url: unit.url, title: unit.title, section: counts.section, length: counts.length, terms: terms,
            frequencies: frequencies, words: counts.words.map { number(ofWord: $0) })
    }

    private mutating func number(ofTerm term: TermKey) -> UInt32 {
        if termNumbers == nil { termNumbers = Self.numbers(terms, key: TermKey.init) }
        if let number = termNumbers![term] { return number }
        let number = UInt32(terms.count)
        terms.append(term.string)
        termNumbers![term] = number
        return number
    }

    private mutating func number(ofWord word: String) -> UInt32 {
        if wordNumbers == nil { wordNumbers = Self.numbers(words) { $0 } }
        if let number = wordNumbers![word] { return number }
        let form = Tokenizer.foldedWord(word)
        if foldedNumbers == nil { foldedNumbers = Self.numbers(folded) { $0 } }
        let formNumber =
            foldedNumbers![form]
            ?? {
                let number = UInt32(folded.count)
                folded.append(form)
                foldedLengths.append(form.unicodeScalars.count)
                foldedNumbers![form] = number
                return number
            }()
        let number = UInt32(words.count)
        words.append(word)
        wordFolded.append(formNumber)
        wordNumbers![word] = number
        return number
    }

    private static func numbers<Key: Hashable>(_ strings: [String], key: (String) -> Key) -> [Key: UInt32] {
        var numbers: [Key: UInt32] = [:]
        numbers.reserveCapacity(strings.count)
        for (index, string) in strings.enumerated() { numbers[key(string)] = UInt32(index) }
        return numbers
    }

    /// The numbers of the terms `present` marks, in UTF-16 order: the sorted part as it is, the rest sorted and
    /// merged in.
    func ordered(present: [Bool]) -> [UInt32] {
        var sorted: [UInt32] = []
        var unsorted: [(number: UInt32, key: [UInt16])] = []
        for number in present.indices where present[number] {
            if number < sortedCount {
                sorted.append(UInt32(number))
            } else {
                unsorted.append((UInt32(number), Array(terms[number].utf16)))
            }
        }
        guard !unsorted.isEmpty else { return sorted }
        unsorted.sort { $0.key.lexicographicallyPrecedes($1.key) }
        var merged: [UInt32] = []
        merged.reserveCapacity(sorted.count + unsorted.count)
        var next = 0
        for number in sorted {
            let term = terms[Int(number)].utf16
            while next < unsorted.count, unsorted[next].key.lexicographicallyPrecedes(term) {
                merged.append(unsorted[next].number)
                next += 1
            }
            merged.append(number)
        }
        merged += unsorted[next...].map(\.number)
        return merged
    }

    /// A table of only what `units` use, terms in UTF-16 order, and how the numbers changed.
    func compacted(keeping units: some Sequence<CountedUnit>) -> (TermTable, Remap) {
        var usedTerms = [Bool](repeating: false, count: terms.count)
        var usedWords = [Bool](repeating: false, count: words.count)
        for unit in units {
            for term in unit.terms { usedTerms[Int(term)] = true }
            for word in unit.words { usedWords[Int(word)] = true }
        }
        var table = TermTable()
        var remap = Remap(
            terms: [UInt32](repeating: .max, count: terms.count), words: [UInt32](repeating: .max, count: words.count))
        for number in ordered(present: usedTerms) {
            remap.terms[Int(number)] = UInt32(table.terms.count)
            table.terms.append(terms[Int(number)])
        }
        table.sortedCount = table.terms.count
        var foldedRemap = [UInt32](repeating: .max, count: folded.count)
        for number in words.indices where usedWords[number] {
            let form = Int(wordFolded[number])
            if foldedRemap[form] == .max {
                foldedRemap[form] = UInt32(table.folded.count)
                table.folded.append(folded[form])
                table.foldedLengths.append(foldedLengths[form])
            }
            remap.words[number] = UInt32(table.words.count)
            table.words.append(words[number])
            table.wordFolded.append(foldedRemap[form])
        }
        return (table, remap)
    }

    /// Appends the table's bytes (it is written compacted, so every term is in the sorted part).
    func encode(into bytes: inout [UInt8]) {
        bytes.appendWord(UInt64(terms.count))
        bytes.appendWord(UInt64(sortedCount))
        for term in terms { bytes.appendString(term) }
        bytes.appendWord(UInt64(folded.count))
        for form in folded { bytes.appendString(form) }
        bytes.appendWord(UInt64(words.count))
        for (word, form) in zip(words, wordFolded) {
            bytes.appendString(word)
            bytes.appendUInt32(form)
        }
    }

    /// Reads what ``encode(into:)`` wrote; nil for anything else.
    init?(decoding reader: inout MemoReader) {
        guard let termCount = reader.word(), termCount <= 1 << 26, let sortedCount = reader.word(),
            sortedCount <= termCount
        else { return nil }
        terms.reserveCapacity(Int(termCount))
        for _ in 0..<termCount {
            guard let term = reader.string() else { return nil }
            terms.append(term)
        }
        self.sortedCount = Int(sortedCount)
        guard let foldedCount = reader.word(), foldedCount <= 1 << 26 else { return nil }
        for _ in 0..<foldedCount {
            guard let form = reader.string() else { return nil }
            folded.append(form)
            foldedLengths.append(form.unicodeScalars.count)
        }
        guard let wordCount = reader.word(), wordCount <= 1 << 26 else { return nil }
        words.reserveCapacity(Int(wordCount))
        wordFolded.reserveCapacity(Int(wordCount))
        for _ in 0..<wordCount {
            guard let word = reader.string(), let form = reader.uint32(), form < folded.count else { return nil }
            words.append(word)
            wordFolded.append(form)
        }
    }
}
