import Content
import Foundation

/// Every term's postings in one language's index, with each term's entry already written as JSON bytes.
///
/// Built whole for a clean build; ``update(_:)`` changes only the terms of sections whose counts changed,
/// which is what makes a rebuild after one edit cheap (``SearchIndexState``).
struct SearchPostings: Sendable {
    /// Each unit's URL, in index order.
    var urls: [String]
    /// Each unit's weighted term counts.
    var counts: [[String: Int]]
    /// Each unit's weighted length.
    var lengths: [Int]
    /// Each term's postings, `(unit, tf)` in unit order.
    var lists: [String: [Posting]]
    /// The terms in UTF-16 order, as JavaScript compares strings.
    var terms: [String]
    /// Each term's entry: `"term":[[unit,tf,length],…]`.
    var entries: [String: [UInt8]]

    /// One unit's weight for one term.
    struct Posting: Sendable, Equatable {
        var unit: Int
        var tf: Int
    }

    /// The postings of `counted`, whose units have `urls`.
    init(_ counted: [SearchIndexBuilder.TermCounts], urls: [String]) {
        self.urls = urls
        counts = counted.map(\.counts)
        lengths = counted.map(\.length)
        var lists: [String: [Posting]] = [:]
        for (index, unit) in counted.enumerated() {
            for (term, tf) in unit.counts { lists[term, default: []].append(Posting(unit: index, tf: tf)) }
        }
        self.lists = lists
        // Each term's code units are made once, not at every comparison.
        terms = lists.keys.map { (term: $0, key: Array($0.utf16)) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.term)
        var entries: [String: [UInt8]] = [:]
        entries.reserveCapacity(lists.count)
        for (term, list) in lists { entries[term] = Self.entry(term, list, lengths: lengths) }
        self.entries = entries
    }

    /// Brings the postings to `counted` (same units, same order), rewriting only the terms of changed units.
    mutating func update(_ counted: [SearchIndexBuilder.TermCounts]) {
        var affected: Set<String> = []
        for (index, unit) in counted.enumerated() where unit.counts != counts[index] || unit.length != lengths[index] {
            for term in counts[index].keys {
                lists[term]?.removeAll { $0.unit == index }
                affected.insert(term)
            }
            for (term, tf) in unit.counts {
                affected.insert(term)
                var list = lists.removeValue(forKey: term) ?? []
                let position = Self.firstPosition(in: list) { $0.unit > index }
                list.insert(Posting(unit: index, tf: tf), at: position)
                lists[term] = list
            }
            counts[index] = unit.counts
            lengths[index] = unit.length
        }
        guard !affected.isEmpty else { return }
        var added: [String] = []
        var removedAny = false
        for term in affected {
            guard let list = lists[term], !list.isEmpty else {
                lists[term] = nil
                entries[term] = nil
                removedAny = true
                continue
            }
            if entries[term] == nil { added.append(term) }
            entries[term] = Self.entry(term, list, lengths: lengths)
        }
        if removedAny { terms.removeAll { lists[$0] == nil } }
        for term in added {
            terms.insert(term, at: Self.firstPosition(in: terms) { Self.precedes(term, $0) })
        }
    }

    /// Whether `a` sorts before `b` in UTF-16 code-unit order.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// The first index of sorted `items` where `isAfter` holds (binary search; `items.count` when none).
    static func firstPosition<T>(in items: [T], where isAfter: (T) -> Bool) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(items[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// A term's entry as JSON bytes.
    static func entry(_ term: String, _ list: [Posting], lengths: [Int]) -> [UInt8] {
        var entry = Array(SearchIndexBuilder.json(term).utf8)
        entry += ":[".utf8
        for (offset, posting) in list.enumerated() {
            if offset > 0 { entry.append(UInt8(ascii: ",")) }
            entry.append(UInt8(ascii: "["))
            appendDecimal(posting.unit, to: &entry)
            entry.append(UInt8(ascii: ","))
            appendDecimal(posting.tf, to: &entry)
            entry.append(UInt8(ascii: ","))
            appendDecimal(lengths[posting.unit], to: &entry)
            entry.append(UInt8(ascii: "]"))
        }
        entry.append(UInt8(ascii: "]"))
        return entry
    }

    /// Appends the decimal digits of a non-negative `value`.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(max(value, 0)))
            return
        }
        appendDecimal(value / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

/// One language's postings from the last build in this process, so a rebuild redoes only what changed.
public final class SearchIndexState: @unchecked Sendable {
    private let lock = NSLock()
    private var last: SearchPostings?
    /// Each unit's term counts, by URL.
    let counts = Memo<SearchUnit, SearchIndexBuilder.TermCounts>()

    /// Creates an empty state: the next build makes the postings whole.
    public init() {}

    /// Ends a build: the counts of units that are gone are dropped.
    public func endBuild() { counts.endBuild() }

    /// The postings for `counted`: updated from the last build's when the units are the same, else made anew.
    func postings(for counted: [SearchIndexBuilder.TermCounts], urls: [String]) -> SearchPostings {
        lock.withLock {
            // Taken out first, so the update mutates the only copy instead of copying every list.
            if var postings = last.take(), postings.urls == urls {
                postings.update(counted)
                last = postings
                return postings
            }
            let postings = SearchPostings(counted, urls: urls)
            last = postings
            return postings
        }
    }
}
