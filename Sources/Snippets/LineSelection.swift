/// The lines a `highlight="3-5,9"` fence option marks.
///
/// Numbers count the block's lines as the author sees them in the Markdown source, from 1 (the line after
/// the fence), hidden `//#` lines included: the numbers of the author's editor. Hidden lines are not shown,
/// so ``displayed(hidden:)`` maps the numbers onto the lines readers see; an item made only of hidden lines
/// marks nothing and is a warning (a range that merely crosses a hidden line is not).
///
/// Items are separated by commas (blanks around them allowed): `N` or `N-M` with `1 ≤ N ≤ M`.
public struct LineSelection: Sendable, Hashable {
    /// One item as written: its first and last line and its 0-based scalar offset in the option's value.
    public struct Item: Sendable, Hashable {
        /// The first line marked.
        public var first: Int
        /// The last line marked (`first` for a single line).
        public var last: Int
        /// Where the item starts in the value.
        public var offset: Int
    }

    /// A problem with the value, at a 0-based scalar offset in it.
    public struct Problem: Sendable, Hashable {
        /// What is wrong.
        public var message: String
        /// Where the item starts in the value.
        public var offset: Int
    }

    /// The well-formed items, in order.
    public var items: [Item]
    /// Items that could not be read (garbage, reversed or empty ranges, zero).
    public var problems: [Problem]

    /// Parses the option's value.
    public init(_ value: String) {
        items = []
        problems = []
        var offset = 0
        for part in value.unicodeScalars.split(separator: ",", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            let leading = part.prefix { $0 == " " || $0 == "\t" }.count
            var text = String(String.UnicodeScalarView(part.dropFirst(leading)))
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            let at = offset + leading
            if text.isEmpty {
                problems.append(Problem(message: "empty item in highlight=\"\(value)\"", offset: at))
                continue
            }
            let bounds = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            let numbers = bounds.map { Self.number(String($0)) }
            guard numbers.allSatisfy({ $0 != nil }) else {
                problems.append(Problem(message: "'\(text)' is not a line number or a range of lines", offset: at))
                continue
            }
            let first = numbers[0]!
            let last = numbers.count > 1 ? numbers[1]! : first
            if first == 0 {
                problems.append(Problem(message: "line numbers start at 1 (the line after the fence)", offset: at))
            } else if last < first {
                problems.append(Problem(message: "reversed range '\(text)': write '\(last)-\(first)'", offset: at))
            } else {
                items.append(Item(first: first, last: last, offset: at))
            }
        }
    }

    /// A decimal number of ASCII digits (blanks around it allowed), not absurdly long.
    private static func number(_ text: String) -> Int? {
        let trimmed = text.unicodeScalars.filter { $0 != " " && $0 != "\t" }
        guard !trimmed.isEmpty, trimmed.count <= 9, trimmed.allSatisfy({ ("0"..."9").contains($0) }) else {
            return nil
        }
        return Int(String(String.UnicodeScalarView(trimmed)))
    }

    /// The marked lines as readers see them (1-based, ascending), for a block whose source lines are hidden
    /// or not as `hidden` says; with problems for items past the block's end or made only of hidden lines.
    public func displayed(hidden: [Bool]) -> (lines: [Int], problems: [Problem]) {
        var shownNumber: [Int] = []
        var shown = 0
        for isHidden in hidden {
            if !isHidden { shown += 1 }
            shownNumber.append(isHidden ? 0 : shown)
        }
        var marked = Set<Int>()
        var problems: [Problem] = []
        let count = hidden.count
        let size = count == 1 ? "1 line" : "\(count) lines"
        for item in items {
            let text = item.first == item.last ? "line \(item.first)" : "lines \(item.first)-\(item.last)"
            if item.first > count {
                let verb = item.first == item.last ? "is" : "are"
                problems.append(
                    Problem(message: "\(text) \(verb) past the block's end (\(size))", offset: item.offset))
                continue
            }
            if item.last > count {
                let kept = item.first == count ? "line \(count) is" : "\(item.first)-\(count) are"
                problems.append(
                    Problem(
                        message: "\(text) go past the block's end (\(size)): only \(kept) marked",
                        offset: item.offset))
            }
            let lines = (item.first...min(item.last, count)).map { shownNumber[$0 - 1] }.filter { $0 > 0 }
            if lines.isEmpty {
                let verb = item.first == item.last ? "is" : "are"
                problems.append(
                    Problem(message: "\(text) \(verb) hidden (//#): readers never see it", offset: item.offset))
            }
            marked.formUnion(lines)
        }
        return (marked.sorted(), problems)
    }

    /// The marked lines among the first `count` (1-based, ascending), numbered as written.
    public func lines(upTo count: Int) -> [Int] {
        var marked = Set<Int>()
        for item in items where item.first <= count { marked.formUnion(item.first...min(item.last, count)) }
        return marked.sorted()
    }

    /// Lines written as the option's value: `[1, 3, 4, 5]` → `"1,3-5"`.
    public static func format(_ lines: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        let sorted = Array(Set(lines)).sorted()
        while index < sorted.count {
            var end = index
            while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
            parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])-\(sorted[end])")
            index = end + 1
        }
        return parts.joined(separator: ",")
    }
}
