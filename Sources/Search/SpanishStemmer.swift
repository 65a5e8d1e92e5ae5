/// Snowball's Spanish stemmer, exactly (Snowball's own test vocabulary is a test), then the aliases of
/// stem-changing verbs; the stem comes out accent-folded (see `docs/search.md`).
///
/// Works on bytes with suffix tables built once: `a`–`z` as themselves, and `á é í ó ú ü ñ` as the
/// placeholders `A E I O U W N`, so stemming a word allocates only its result.
public enum SpanishStemmer {
    private typealias Word = [UInt8]

    /// The placeholder bytes of a lowercase Spanish word, or nil when it has another letter.
    private static func bytes(_ word: String) -> Word? {
        var out = Word()
        out.reserveCapacity(word.utf8.count)
        for scalar in word.unicodeScalars {
            switch scalar {
            case "a"..."z": out.append(UInt8(scalar.value))
            case "á": out.append(0x41)
            case "é": out.append(0x45)
            case "í": out.append(0x49)
            case "ó": out.append(0x4F)
            case "ú": out.append(0x55)
            case "ü": out.append(0x57)
            case "ñ": out.append(0x4E)
            default: return nil
            }
        }
        return out
    }

    private static func table(_ words: [String]) -> [Word] {
        words.map { bytes($0)! }.sorted { $0.count > $1.count }
    }

    private static let step0Pronouns = table([
        "selas", "selos", "sela", "selo", "las", "les", "los", "nos", "me", "se", "la", "le", "lo",
    ])
    /// Verb endings before a pronoun, and what they become once it is removed (the accent goes).
    private static let step0Verbs: [(ending: Word, becomes: Word?)] = {
        let pairs: [(String, String?)] = [
            ("iéndo", "iendo"), ("ándo", "ando"), ("ár", "ar"), ("ér", "er"), ("ír", "ir"), ("iendo", nil),
            ("yendo", nil), ("ando", nil), ("ar", nil), ("er", nil), ("ir", nil),
        ]
        return pairs.map { (ending: bytes($0.0)!, becomes: $0.1.flatMap { bytes($0) }) }
            .sorted { $0.ending.count > $1.ending.count }
    }()
    private static let step1Delete = table([
        "amientos", "imientos", "amiento", "imiento", "anzas", "ismos", "ables", "ibles", "istas", "osos", "osas",
        "anza", "icos", "icas", "ismo", "able", "ible", "ista", "oso", "osa", "ico", "ica",
    ])
    private static let step1Ic = table([
        "aciones", "adoras", "adores", "ancias", "ación", "adora", "antes", "ancia", "ador", "ante",
    ])
    private static let step1Other = table([
        "logías", "logía", "uciones", "ución", "encias", "encia", "amente", "mente", "idades", "idad", "ivas", "ivos",
        "iva", "ivo",
    ])
    private static let step1All = (step1Delete + step1Ic + step1Other).sorted { $0.count > $1.count }
    private static let step1DeleteSet = Set(step1Delete)
    private static let step1IcSet = Set(step1Ic)
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
        guard let bytes = bytes(word) else { return Tokenizer.foldedWord(word) }
        let stem = folded(snowball(bytes))
        return aliases[stem] ?? stem
    }

    /// Snowball's algorithm alone, without ``aliases``, folded (checked against Snowball's test vocabulary);
    /// nil for a word that is not made of Spanish letters.
    public static func snowball(_ word: String) -> String? {
        bytes(word).map { folded(snowball($0)) }
    }

    /// Placeholder bytes back to letters, accent-folded (`ü` → `u`, `ñ` → `n`).
    private static func folded(_ w: Word) -> String {
        String(decoding: w.map { $0 == 0x57 ? 0x75 : $0 < 0x61 ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    private static func snowball(_ word: Word) -> Word {
        var w = word
        guard w.count >= 2 else { return w }
        let rv = rvStart(w)
        let r1 = regionStart(w, from: 0)
        let r2 = regionStart(w, from: r1)

        func ends(_ s: Word, in word: Word? = nil) -> Bool {
            let w = word ?? w
            guard w.count >= s.count else { return false }
            var i = w.count - s.count
            for c in s {
                if w[i] != c { return false }
                i += 1
            }
            return true
        }
        func ends(_ s: String) -> Bool { ends(Array(s.utf8)) }
        func start(_ s: Word) -> Int { w.count - s.count }
        func drop(_ n: Int) { w.removeLast(n) }

        // Step 0: an attached pronoun after a verb ending that starts in RV ("yendo" only after "u").
        if let pronoun = step0Pronouns.first(where: { ends($0) }) {
            let head = Array(w[..<start(pronoun)])
            if let verb = step0Verbs.first(where: { ends($0.ending, in: head) }),
                head.count - verb.ending.count >= rv,
                verb.ending != Array("yendo".utf8) || ends(Array("uyendo".utf8), in: head)
            {
                drop(pronoun.count)
                if let becomes = verb.becomes {
                    drop(verb.ending.count)
                    w += becomes
                }
            }
        }

        // Step 1: standard suffixes; the longest match decides.
        var removed = false
        if let suffix = step1All.first(where: { ends($0) }) {
            let at = start(suffix)
            let name = String(decoding: suffix, as: UTF8.self)
            if step1DeleteSet.contains(suffix) {
                if at >= r2 { drop(suffix.count); removed = true }
            } else if step1IcSet.contains(suffix) {
                if at >= r2 {
                    drop(suffix.count)
                    removed = true
                    if ends("ic"), w.count - 2 >= r2 { drop(2) }
                }
            } else if let replacement = step1Replace[suffix] {
                if at >= r2 { drop(suffix.count); w += replacement; removed = true }
            } else {
                switch name {
                case "amente":
                    if at >= r1 {
                        drop(suffix.count)
                        removed = true
                        if ends("iv"), w.count - 2 >= r2 {
                            drop(2)
                            if ends("at"), w.count - 2 >= r2 { drop(2) }
                        } else if ends("os") || ends("ic") || ends("ad"), w.count - 2 >= r2 {
                            drop(2)
                        }
                    }
                case "mente":
                    if at >= r2 {
                        drop(suffix.count)
                        removed = true
                        if ends("ante") || ends("able") || ends("ible"), w.count - 4 >= r2 { drop(4) }
                    }
                case "idad", "idades":
                    if at >= r2 {
                        drop(suffix.count)
                        removed = true
                        if ends("abil"), w.count - 4 >= r2 {
                            drop(4)
                        } else if ends("ic") || ends("iv"), w.count - 2 >= r2 {
                            drop(2)
                        }
                    }
                default:  // iva ivo ivas ivos
                    if at >= r2 {
                        drop(suffix.count)
                        removed = true
                        if ends("at"), w.count - 2 >= r2 { drop(2) }
                    }
                }
            }
        }

        // Step 2a: verb suffixes beginning with y, in RV, after u.
        if !removed, let suffix = step2a.first(where: { ends($0) && start($0) >= rv }) {
            let at = start(suffix)
            if at >= 1, w[at - 1] == 0x75 {
                drop(suffix.count)
                removed = true
            }
        }

        // Step 2b: other verb suffixes; the longest in RV of both groups decides.
        if !removed {
            let gu = step2bGu.first { ends($0) && start($0) >= rv }
            let other = step2b.first { ends($0) && start($0) >= rv }
            if let gu, gu.count >= (other?.count ?? 0) {
                drop(gu.count)
                if ends("gu") { drop(1) }
            } else if let other {
                drop(other.count)
            }
        }

        // Step 3: residual suffixes.
        if let suffix = residual.first(where: { ends($0) }) {
            if start(suffix) >= rv { drop(suffix.count) }
        } else if let e = residualE.first(where: { ends($0) }), start(e) >= rv {
            drop(1)
            if ends("gu"), w.count - 1 >= rv { drop(1) }
        }

        // Postlude: acute accents go (`ü` and `ñ` stay until folding).
        return w.map { c in
            switch c {
            case 0x41, 0x45, 0x49, 0x4F, 0x55: c + 0x20
            default: c
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
