/// Snowball's Spanish stemmer, exactly (Snowball's own test vocabulary is a test), then the aliases of
/// stem-changing verbs; the stem comes out accent-folded (see `docs/search.md`).
///
/// Works on bytes with suffix tables built once: `a`–`z` as themselves, and `á é í ó ú ü ñ` as the
/// placeholders `A E I O U W N`, so stemming a word allocates only its result.
public enum SpanishStemmer {
    private typealias Word = [UInt8]

    /// The placeholder bytes of a Spanish word (either case), or nil when it has another letter.
    private static func bytes(_ word: String) -> Word? {
        var out = Word()
        return placeholders(word.unicodeScalars, into: &out) ? out : nil
    }

    /// Replaces `w` with the placeholder bytes of `scalars`, lowercased; false when one is not a Spanish letter.
    private static func placeholders<S: Sequence<Unicode.Scalar>>(_ scalars: S, into w: inout Word) -> Bool {
        w.removeAll(keepingCapacity: true)
        for scalar in scalars {
            let v = scalar.value
            switch v {
            case 0x61...0x7A: w.append(UInt8(v))
            case 0x41...0x5A: w.append(UInt8(v + 0x20))
            case 0xE1, 0xC1: w.append(0x41)  // á Á
            case 0xE9, 0xC9: w.append(0x45)  // é É
            case 0xED, 0xCD: w.append(0x49)  // í Í
            case 0xF3, 0xD3: w.append(0x4F)  // ó Ó
            case 0xFA, 0xDA: w.append(0x55)  // ú Ú
            case 0xFC, 0xDC: w.append(0x57)  // ü Ü
            case 0xF1, 0xD1: w.append(0x4E)  // ñ Ñ
            default: return false
            }
        }
        return true
    }

    /// Suffixes by their last two bytes (one-letter suffixes by their only one), longest first, so a word is
    /// compared only with those that can match. The suffixes' bytes are stored end to end, so a lookup touches
    /// no reference counts.
    private final class SuffixTable: Sendable {
        /// Every suffix, in lookup order: by bucket, then longest first.
        let suffixes: [Word]
        /// The suffixes' bytes, end to end, and each one's start and length in it.
        let bytes: [UInt8]
        let spans: [(start: Int, count: Int)]
        /// The first suffix of each bucket (one entry more than buckets: the last one is the end).
        let bucketStart: [UInt16]

        /// Buckets 0..<16384 hold suffixes of two letters or more by (last, second to last); 16384 + b holds the
        /// one-letter suffix b.
        static func bucket(_ suffix: Word) -> Int {
            suffix.count >= 2
                ? Int(suffix[suffix.count - 1]) << 7 | Int(suffix[suffix.count - 2]) : 16_384 + Int(suffix[0])
        }

        init(_ list: [Word]) {
            suffixes = list.sorted { (Self.bucket($0), $1.count) < (Self.bucket($1), $0.count) }
            var bytes: [UInt8] = []
            var spans: [(start: Int, count: Int)] = []
            for suffix in suffixes {
                spans.append((bytes.count, suffix.count))
                bytes += suffix
            }
            self.bytes = bytes
            self.spans = spans
            var starts = [UInt16](repeating: UInt16(suffixes.count), count: 16_384 + 128 + 1)
            for (index, suffix) in suffixes.enumerated().reversed() { starts[Self.bucket(suffix)] = UInt16(index) }
            for bucket in stride(from: starts.count - 2, through: 0, by: -1) where starts[bucket] > starts[bucket + 1] {
                starts[bucket] = starts[bucket + 1]
            }
            bucketStart = starts
        }

        /// The longest suffix of `w[..<end]` in the table that starts at or after `from`.
        func longest(_ w: Word, end: Int? = nil, from: Int = 0) -> Word? {
            let end = end ?? w.count
            guard end > 0, w[end - 1] < 0x80 else { return nil }
            let found: Int? = w.withUnsafeBufferPointer { word in
                bytes.withUnsafeBufferPointer { table in
                    func search(_ bucket: Int) -> Int? {
                        for k in Int(bucketStart[bucket])..<Int(bucketStart[bucket + 1]) {
                            let (start, count) = spans[k]
                            guard count <= end, end - count >= from else { continue }
                            var i = end - count
                            var j = start
                            var matches = true
                            while j < start + count {
                                if word[i] != table[j] {
                                    matches = false
                                    break
                                }
                                i += 1
                                j += 1
                            }
                            if matches { return k }
                        }
                        return nil
                    }
                    if end >= 2, word[end - 2] < 0x80, let k = search(Int(word[end - 1]) << 7 | Int(word[end - 2])) {
                        return k
                    }
                    return search(16_384 + Int(word[end - 1]))
                }
            }
            return found.map { suffixes[$0] }
        }
    }

    /// Whether `w[..<end]` ends with `suffix`.
    private static func ends(_ w: Word, end: Int, with suffix: Word) -> Bool {
        guard end >= suffix.count else { return false }
        var i = end - suffix.count
        for c in suffix {
            if w[i] != c { return false }
            i += 1
        }
        return true
    }

    private static func table(_ words: [String]) -> SuffixTable {
        SuffixTable(words.map { bytes($0)! })
    }

    private static func list(_ words: [String]) -> [Word] { words.map { bytes($0)! } }

    private static let step0Pronouns = table([
        "selas", "selos", "sela", "selo", "las", "les", "los", "nos", "me", "se", "la", "le", "lo",
    ])
    /// Verb endings before a pronoun, and what they become once it is removed (the accent goes).
    private static let step0Becomes: [Word: Word] = {
        let pairs: [String: String] = ["iéndo": "iendo", "ándo": "ando", "ár": "ar", "ér": "er", "ír": "ir"]
        return pairs.reduce(into: [:]) { $0[bytes($1.key)!] = bytes($1.value)! }
    }()
    private static let step0Verbs = table([
        "iéndo", "ándo", "ár", "ér", "ír", "iendo", "yendo", "ando", "ar", "er", "ir",
    ])
    private static let yendo = bytes("yendo")!
    private static let step1Delete = list([
        "amientos", "imientos", "amiento", "imiento", "anzas", "ismos", "ables", "ibles", "istas", "osos", "osas",
        "anza", "icos", "icas", "ismo", "able", "ible", "ista", "oso", "osa", "ico", "ica",
    ])
    private static let step1Ic = list([
        "aciones", "adoras", "adores", "ancias", "ación", "adora", "antes", "ancia", "ador", "ante",
    ])
    private static let step1Other = list([
        "logías", "logía", "uciones", "ución", "encias", "encia", "amente", "mente", "idades", "idad", "ivas", "ivos",
        "iva", "ivo",
    ])
    private static let step1All = SuffixTable(step1Delete + step1Ic + step1Other)
    private static let step1DeleteSet = Set(step1Delete)
    private static let step1IcSet = Set(step1Ic)
    private static let ic = bytes("ic")!, iv = bytes("iv")!, at = bytes("at")!, os = bytes("os")!, ad = bytes("ad")!
    private static let gu = bytes("gu")!
    private static let amente = bytes("amente")!, mente = bytes("mente")!
    private static let idad = bytes("idad")!, idades = bytes("idades")!
    private static let ante = bytes("ante")!, able = bytes("able")!, ible = bytes("ible")!, abil = bytes("abil")!
    private static let step1Replace: [Word: Word] = {
        let pairs: [String: String] = [
            "logía": "log", "logías": "log", "ución": "u", "uciones": "u", "encia": "ente", "encias": "ente",
        ]
        return pairs.reduce(into: [:]) { $0[bytes($1.key)!] = bytes($1.value)! }
    }()
    private static let step2a = table([
        "yeron", "yendo", "yamos", "yais", "yan", "yen", "yas", "yes", "ya", "ye", "yo", "yó",
    ])
    private static let step2bGu = table(["emos", "éis", "en", "es"])
    private static let step2b = table([
        "arían", "arías", "arán", "arás", "aríais", "aría", "aréis", "aríamos", "aremos", "ará", "aré", "erían",
        "erías", "erán", "erás", "eríais", "ería", "eréis", "eríamos", "eremos", "erá", "eré", "irían", "irías",
        "irán", "irás", "iríais", "iría", "iréis", "iríamos", "iremos", "irá", "iré", "aba", "ada", "ida", "ía",
        "ara", "iera", "ad", "ed", "id", "ase", "iese", "aste", "iste", "an", "aban", "ían", "aran", "ieran", "asen",
        "iesen", "aron", "ieron", "ado", "ido", "ando", "iendo", "ió", "ar", "er", "ir", "as", "abas", "adas",
        "idas", "ías", "aras", "ieras", "ases", "ieses", "ís", "áis", "abais", "íais", "arais", "ierais", "aseis",
        "ieseis", "asteis", "isteis", "ados", "idos", "amos", "ábamos", "íamos", "imos", "áramos", "iéramos",
        "iésemos", "ásemos",
    ])
    private static let residual = table(["os", "a", "o", "á", "í", "ó"])
    private static let residualE = table(["e", "é"])

    private static func isVowel(_ c: UInt8) -> Bool {
        switch c {
        case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x41, 0x45, 0x49, 0x4F, 0x55, 0x57: true  // a e i o u á é í ó ú ü
        default: false
        }
    }

    /// The folded stem of `word`, which must be lowercase (accents kept): Snowball, then ``aliases``. A word
    /// with a letter outside `a`–`z`, `á é í ó ú ü ñ` is not stemmed, only folded.
    public static func stem(_ word: String) -> String {
        guard var bytes = bytes(word) else { return Tokenizer.foldedWord(word) }
        snowball(&bytes)
        let stem = folded(bytes)
        return aliases[stem] ?? stem
    }

    /// The folded stem of a word run (any case): nil when it has a letter Spanish has not.
    static func stem(scalars: ArraySlice<Unicode.Scalar>, scratch w: inout [UInt8]) -> String? {
        guard placeholders(scalars, into: &w) else { return nil }
        snowball(&w)
        let stem = folded(w)
        return mayBeAlias(stem) ? aliases[stem] ?? stem : stem
    }

    /// Whether an alias starts with the first letter of `stem` and has its length: most stems are not looked up.
    private static func mayBeAlias(_ stem: String) -> Bool {
        guard let first = stem.utf8.first, first < 0x80 else { return false }
        return aliasShapes[Int(first) * 32 + min(stem.utf8.count, 31)]
    }

    /// `aliasShapes[first byte × 32 + length]`: whether an alias key has that first byte and length.
    private static let aliasShapes: [Bool] = {
        var shapes = [Bool](repeating: false, count: 128 * 32)
        for key in aliases.keys { shapes[Int(key.utf8.first!) * 32 + min(key.utf8.count, 31)] = true }
        return shapes
    }()

    /// Snowball's algorithm alone, without ``aliases``, folded (checked against Snowball's test vocabulary);
    /// nil for a word that is not made of Spanish letters.
    public static func snowball(_ word: String) -> String? {
        bytes(word).map { folded(snowball($0)) }
    }

    /// Placeholder bytes back to letters, accent-folded (`ü` → `u`, `ñ` → `n`).
    private static func folded(_ w: Word) -> String {
        String(unsafeUninitializedCapacity: w.count) { buffer in
            for (i, c) in w.enumerated() { buffer[i] = c == 0x57 ? 0x75 : c < 0x61 ? c + 0x20 : c }
            return w.count
        }
    }

    private static func snowball(_ word: Word) -> Word {
        var w = word
        snowball(&w)
        return w
    }

    /// Snowball's steps on `w`, in place.
    private static func snowball(_ w: inout Word) {
        guard w.count >= 2 else { return }
        let rv = rvStart(w)
        let r1 = regionStart(w, from: 0)
        let r2 = regionStart(w, from: r1)
        func ends(_ s: Word) -> Bool { SpanishStemmer.ends(w, end: w.count, with: s) }
        func drop(_ n: Int) { w.removeLast(n) }
        /// Removes `suffix` when the word ends with it and it starts at or after `region`.
        func dropIn(_ region: Int, _ suffix: Word) -> Bool {
            guard ends(suffix), w.count - suffix.count >= region else { return false }
            drop(suffix.count)
            return true
        }

        // Step 0: an attached pronoun after a verb ending that starts in RV ("yendo" only after "u").
        if let pronoun = step0Pronouns.longest(w) {
            let head = w.count - pronoun.count
            if let verb = step0Verbs.longest(w, end: head), head - verb.count >= rv,
                verb != yendo || (head - verb.count >= 1 && w[head - verb.count - 1] == 0x75)
            {
                drop(pronoun.count)
                if let becomes = step0Becomes[verb] {
                    drop(verb.count)
                    w += becomes
                }
            }
        }

        // Step 1: standard suffixes; the longest match decides.
        var removed = false
        if let suffix = step1All.longest(w) {
            let start = w.count - suffix.count
            if step1DeleteSet.contains(suffix) {
                if start >= r2 { drop(suffix.count); removed = true }
            } else if step1IcSet.contains(suffix) {
                if start >= r2 {
                    drop(suffix.count)
                    removed = true
                    _ = dropIn(r2, ic)
                }
            } else if let replacement = step1Replace[suffix] {
                if start >= r2 { drop(suffix.count); w += replacement; removed = true }
            } else if suffix == amente {
                if start >= r1 {
                    drop(suffix.count)
                    removed = true
                    if dropIn(r2, iv) {
                        _ = dropIn(r2, at)
                    } else {
                        _ = dropIn(r2, os) || dropIn(r2, ic) || dropIn(r2, ad)
                    }
                }
            } else if suffix == mente {
                if start >= r2 {
                    drop(suffix.count)
                    removed = true
                    _ = dropIn(r2, ante) || dropIn(r2, able) || dropIn(r2, ible)
                }
            } else if suffix == idad || suffix == idades {
                if start >= r2 {
                    drop(suffix.count)
                    removed = true
                    _ = dropIn(r2, abil) || dropIn(r2, ic) || dropIn(r2, iv)
                }
            } else if start >= r2 {  // iva ivo ivas ivos
                drop(suffix.count)
                removed = true
                _ = dropIn(r2, at)
            }
        }

        // Step 2a: verb suffixes beginning with y, in RV, after u.
        if !removed, let suffix = step2a.longest(w, from: rv) {
            let start = w.count - suffix.count
            if start >= 1, w[start - 1] == 0x75 {
                drop(suffix.count)
                removed = true
            }
        }

        // Step 2b: other verb suffixes; the longest in RV of both groups decides.
        if !removed {
            let gu = step2bGu.longest(w, from: rv)
            let other = step2b.longest(w, from: rv)
            if let gu, gu.count >= (other?.count ?? 0) {
                drop(gu.count)
                if ends(Self.gu) { drop(1) }
            } else if let other {
                drop(other.count)
            }
        }

        // Step 3: residual suffixes.
        if let suffix = residual.longest(w) {
            if w.count - suffix.count >= rv { drop(suffix.count) }
        } else if residualE.longest(w, from: rv) != nil {
            drop(1)
            if ends(gu), w.count - 1 >= rv { drop(1) }
        }

        // Postlude: acute accents go (`ü` and `ñ` stay until folding).
        for i in w.indices {
            switch w[i] {
            case 0x41, 0x45, 0x49, 0x4F, 0x55: w[i] += 0x20
            default: break
            }
        }
    }

    /// RV's start (see docs/search.md).
    private static func rvStart(_ w: Word) -> Int {
        guard w.count >= 2 else { return w.count }
        if !isVowel(w[1]) {
            var i = 2
            while i < w.count, !isVowel(w[i]) { i += 1 }
            return min(i + 1, w.count)
        }
        if isVowel(w[0]) {
            var i = 2
            while i < w.count, isVowel(w[i]) { i += 1 }
            return min(i + 1, w.count)
        }
        return min(3, w.count)
    }

    /// The start of the region after the first non-vowel following a vowel, searching from `from`.
    private static func regionStart(_ w: Word, from: Int) -> Int {
        var i = from
        while i + 1 < w.count {
            if isVowel(w[i]) && !isVowel(w[i + 1]) { return i + 2 }
            i += 1
        }
        return w.count
    }
}
