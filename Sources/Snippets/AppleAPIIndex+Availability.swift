import Config
import Content

/// Apple names on a line that no iOS of the article has: the reason behind an error that does not say it.
extension AppleAPIIndex {
    /// A name Apple declares only from a version above the article's.
    public struct NewerName: Sendable, Equatable {
        /// The name as written on the line (`wiggle`).
        public var name: String
        /// The lowest iOS version of Apple's declarations of that name (`18.0`).
        public var ios: IOSVersion
    }

    /// The identifiers on `line` (1-based) of `source` whose every declaration in the index needs an iOS above
    /// `ios`, in the order they appear. A name the index does not know, or knows once without a version or at
    /// `ios` or below, is not one: the article's own names and Apple's older ones are left out.
    ///
    /// The compiler reports a call whose overloads or arguments are all too new as an "ambiguous use" when the
    /// arguments' conformances differ in availability (`addSymbolEffect(.bounce)` on iOS 16): these names say
    /// what the article's iOS lacks.
    public func newerNames(onLine line: Int, of source: String, above ios: IOSVersion) -> [NewerName] {
        guard line >= 1 else { return [] }
        var current = 1
        var text = Substring("")
        var start = source.startIndex
        for index in source.indices where source[index] == "\n" {
            if current == line { break }
            current += 1
            start = source.index(after: index)
        }
        guard current == line else { return [] }
        text = source[start...].prefix { $0 != "\n" }
        var seen: Set<String> = []
        var names: [NewerName] = []
        for word in Self.identifiers(in: text) where seen.insert(word).inserted {
            let entries = byBase[word] ?? []
            let versions = entries.map { IOSVersion($0.ios) }
            guard !versions.isEmpty, versions.allSatisfy({ $0.map { $0 > ios } ?? false }),
                let lowest = versions.compactMap({ $0 }).min()
            else { continue }
            names.append(NewerName(name: word, ios: lowest))
        }
        return names
    }

    /// The identifiers of one line of Swift, outside string literals and comments.
    static func identifiers(in line: Substring) -> [String] {
        var words: [String] = []
        var word = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"", previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                word = ""
                break
            } else if character.isLetter || character == "_" || (character.isNumber && !word.isEmpty) {
                word.append(character)
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
            }
            previous = character
        }
        if !word.isEmpty, !inString { words.append(word) }
        return words
    }
}
