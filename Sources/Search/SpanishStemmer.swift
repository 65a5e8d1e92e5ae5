/// Snowball's Spanish stemmer, applied to accent-folded lowercase ASCII words (see `docs/search.md`).
///
/// Works on bytes with suffix tables built once, so stemming a word allocates only its result.
public enum SpanishStemmer {
    private typealias Word = [UInt8]

    private static func table(_ words: [String]) -> [Word] {
        words.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    }

    private static let step0Pronouns = table([
        "selas", "selos", "sela", "selo", "las", "les", "los", "nos", "me", "se", "la", "le", "lo",
    ])
    private static let step0Verbs = table(["iendo", "yendo", "ando", "ar", "er", "ir"])
    private static let step1Delete = table([
        "amientos", "imientos", "amiento", "imiento", "anzas", "ismos", "ables", "ibles", "istas", "osos", "osas",
        "anza", "icos", "icas", "ismo", "able", "ible", "ista", "oso", "osa", "ico", "ica",
    ])
    private static let step1Ic = table([
        "aciones", "adoras", "adores", "ancias", "acion", "adora", "antes", "ancia", "ador", "ante",
    ])
    private static let step1Other = table([
        "logias", "logia", "uciones", "ucion", "encias", "encia", "amente", "mente", "idades", "idad", "ivas", "ivos",
        "iva", "ivo",
    ])
    private static let step1All = (step1Delete + step1Ic + step1Other).sorted { $0.count > $1.count }
    private static let step1DeleteSet = Set(step1Delete)
    private static let step1IcSet = Set(step1Ic)
    private static let step2a = table(["yeron", "yendo", "yamos", "yais", "yan", "yen", "yas", "yes", "ya", "ye", "yo"])
    private static let step2bGu = table(["emos", "eis", "en", "es"])
    private static let step2b = table([
        "arian", "arias", "aran", "aras", "ariais", "aria", "areis", "ariamos", "aremos", "ara", "are", "erian",
        "erias", "eran", "eras", "eriais", "eria", "ereis", "eriamos", "eremos", "era", "ere", "irian", "irias", "iran",
        "iras", "iriais", "iria", "ireis", "iriamos", "iremos", "ira", "ire", "aba", "ada", "ida", "ia", "iera", "ad",
        "ed", "id", "ase", "iese", "aste", "iste", "an", "aban", "ian", "ieran", "asen", "iesen", "aron", "ieron",
        "ado", "ido", "ando", "iendo", "io", "ar", "er", "ir", "as", "abas", "adas", "idas", "ias", "aras", "ieras",
        "ases", "ieses", "is", "ais", "abais", "iais", "arais", "ierais", "aseis", "ieseis", "asteis", "isteis",
        "ados", "idos", "amos", "abamos", "iamos", "imos", "aramos", "ieramos", "iesemos", "asemos",
    ])
    private static let residual = table(["os", "a", "o", "i"])

    private static func isVowel(_ c: UInt8) -> Bool {
        c == 0x61 || c == 0x65 || c == 0x69 || c == 0x6F || c == 0x75  // a e i o u
    }

    /// The stem of `word`, which must be lowercase and accent-folded; words that are not ASCII are kept.
    public static func stem(_ word: String) -> String {
        var w = Array(word.utf8)
        guard w.count >= 2, w.allSatisfy({ $0 < 0x80 }) else { return word }
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

        // Step 0: attached pronouns after a verb ending, both in RV ("yendo" only after "u").
        if let pronoun = step0Pronouns.first(where: { ends($0) }), start(pronoun) >= rv {
            let head = Array(w[..<start(pronoun)])
            if let verb = step0Verbs.first(where: { ends($0, in: head) }), head.count - verb.count >= rv,
                verb != Array("yendo".utf8) || ends(Array("uyendo".utf8), in: head)
            {
                drop(pronoun.count)
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
            } else {
                switch name {
                case "logia", "logias":
                    if at >= r2 { drop(suffix.count); w += Array("log".utf8); removed = true }
                case "ucion", "uciones":
                    if at >= r2 { drop(suffix.count); w += Array("u".utf8); removed = true }
                case "encia", "encias":
                    if at >= r2 { drop(suffix.count); w += Array("ente".utf8); removed = true }
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
        if !removed, let suffix = step2a.first(where: { ends($0) }), start(suffix) >= rv {
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
        if let suffix = residual.first(where: { ends($0) }), start(suffix) >= rv {
            drop(suffix.count)
        } else if ends("e"), w.count - 1 >= rv {
            drop(1)
            if ends("gu"), w.count - 1 >= rv { drop(1) }
        }
        return String(decoding: w, as: UTF8.self)
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
