/// Snowball's Spanish stemmer, applied to accent-folded lowercase words (see `docs/search.md`).
public enum SpanishStemmer {
    static let vowels: Set<Character> = ["a", "e", "i", "o", "u"]

    static let step0Pronouns = ["selas", "selos", "sela", "selo", "las", "les", "los", "nos", "me", "se", "la", "le", "lo"]
    static let step0Preceding = ["iendo", "ando", "ar", "er", "ir"]

    static let step1Delete = [
        "amientos", "imientos", "amiento", "imiento", "anzas", "ismos", "ables", "ibles", "istas", "osos", "osas",
        "anza", "icos", "icas", "ismo", "able", "ible", "ista", "oso", "osa", "ico", "ica",
    ]
    static let step1Ic = ["aciones", "adoras", "adores", "ancias", "acion", "adora", "antes", "ancia", "ador", "ante"]
    static let step2a = ["yeron", "yendo", "yamos", "yais", "yan", "yen", "yas", "yes", "ya", "ye", "yo"]
    static let step2bGu = ["emos", "eis", "en", "es"]
    static let step2b = [
        "arian", "arias", "aran", "aras", "ariais", "aria", "areis", "ariamos", "aremos", "ara", "are", "erian",
        "erias", "eran", "eras", "eriais", "eria", "ereis", "eriamos", "eremos", "era", "ere", "irian", "irias", "iran",
        "iras", "iriais", "iria", "ireis", "iriamos", "iremos", "ira", "ire", "aba", "ada", "ida", "ia", "iera", "ad",
        "ed", "id", "ase", "iese", "aste", "iste", "an", "aban", "ian", "ieran", "asen", "iesen", "aron", "ieron",
        "ado", "ido", "ando", "iendo", "io", "ar", "er", "ir", "as", "abas", "adas", "idas", "ias", "aras", "ieras",
        "ases", "ieses", "is", "ais", "abais", "iais", "arais", "ierais", "aseis", "ieseis", "asteis", "isteis",
        "ados", "idos", "amos", "abamos", "iamos", "imos", "aramos", "ieramos", "iesemos", "asemos",
    ].sorted { $0.count > $1.count }
    static let step1All: [String] =
        (step1Delete + step1Ic + [
            "logias", "logia", "uciones", "ucion", "encias", "encia", "amente", "mente", "idades", "idad", "ivas",
            "ivos", "iva", "ivo",
        ]).sorted { $0.count > $1.count }

    /// The stem of `word`, which must already be lowercase and accent-folded.
    public static func stem(_ word: String) -> String {
        var w = Array(word)
        guard w.count >= 2 else { return word }
        let rv = rvStart(w)
        let r1 = regionStart(w, from: 0)
        let r2 = regionStart(w, from: r1)

        func ends(_ suffix: String) -> Bool {
            let s = Array(suffix)
            return w.count >= s.count && Array(w[(w.count - s.count)...]) == s
        }
        func start(of suffix: String) -> Int { w.count - suffix.count }
        func drop(_ count: Int) { w.removeLast(count) }

        // Step 0: attached pronouns.
        if let pronoun = step0Pronouns.first(where: { ends($0) }), start(of: pronoun) >= rv {
            let head = String(w[..<start(of: pronoun)])
            // The verb ending before the pronoun must be in RV too ("yendo" only after "u").
            let verb = (step0Preceding + ["yendo"]).sorted { $0.count > $1.count }.first { head.hasSuffix($0) }
            if let verb, head.count - verb.count >= rv, verb != "yendo" || head.hasSuffix("uyendo") {
                drop(pronoun.count)
            }
        }

        // Step 1: standard suffixes.
        var removed = false
        if let suffix = step1All.first(where: { ends($0) }) {
            let at = start(of: suffix)
            switch suffix {
            case _ where step1Delete.contains(suffix):
                if at >= r2 { drop(suffix.count); removed = true }
            case _ where step1Ic.contains(suffix):
                if at >= r2 {
                    drop(suffix.count)
                    removed = true
                    if ends("ic"), start(of: "ic") >= r2 { drop(2) }
                }
            case "logia", "logias":
                if at >= r2 { drop(suffix.count); w += Array("log"); removed = true }
            case "ucion", "uciones":
                if at >= r2 { drop(suffix.count); w += Array("u"); removed = true }
            case "encia", "encias":
                if at >= r2 { drop(suffix.count); w += Array("ente"); removed = true }
            case "amente":
                if at >= r1 {
                    drop(suffix.count)
                    removed = true
                    if ends("iv"), start(of: "iv") >= r2 {
                        drop(2)
                        if ends("at"), start(of: "at") >= r2 { drop(2) }
                    } else if let p = ["os", "ic", "ad"].first(where: { ends($0) }), start(of: p) >= r2 {
                        drop(2)
                    }
                }
            case "mente":
                if at >= r2 {
                    drop(suffix.count)
                    removed = true
                    if let p = ["ante", "able", "ible"].first(where: { ends($0) }), start(of: p) >= r2 { drop(4) }
                }
            case "idad", "idades":
                if at >= r2 {
                    drop(suffix.count)
                    removed = true
                    if let p = ["abil", "ic", "iv"].first(where: { ends($0) }), start(of: p) >= r2 { drop(p.count) }
                }
            default:  // iva ivo ivas ivos
                if at >= r2 {
                    drop(suffix.count)
                    removed = true
                    if ends("at"), start(of: "at") >= r2 { drop(2) }
                }
            }
        }

        // Step 2a: verb suffixes beginning with y, after u.
        if !removed, let suffix = step2a.first(where: { ends($0) }), start(of: suffix) >= rv {
            let at = start(of: suffix)
            if at >= 1, w[at - 1] == "u" {
                drop(suffix.count)
                removed = true
            }
        }

        // Step 2b: other verb suffixes.
        if !removed {
            let longestGu = step2bGu.first(where: { ends($0) && start(of: $0) >= rv })
            let longestOther = step2b.first(where: { ends($0) && start(of: $0) >= rv })
            // The longest match among both groups decides.
            if let gu = longestGu, gu.count >= (longestOther?.count ?? 0) {
                drop(gu.count)
                if ends("gu") { drop(1) }
            } else if let other = longestOther {
                drop(other.count)
            }
        }

        // Step 3: residual suffixes.
        if let suffix = ["os", "a", "o", "i"].first(where: { ends($0) }), start(of: suffix) >= rv {
            drop(suffix.count)
        } else if ends("e"), start(of: "e") >= rv {
            drop(1)
            if ends("gu"), w.count - 1 >= rv { drop(1) }
        }
        return String(w)
    }

    /// RV's start index (see docs/search.md).
    static func rvStart(_ w: [Character]) -> Int {
        guard w.count >= 2 else { return w.count }
        if !vowels.contains(w[1]) {
            var i = 2
            while i < w.count, !vowels.contains(w[i]) { i += 1 }
            return min(i + 1, w.count)
        }
        if vowels.contains(w[0]) {
            var i = 2
            while i < w.count, vowels.contains(w[i]) { i += 1 }
            return min(i + 1, w.count)
        }
        return min(3, w.count)
    }

    /// The start of the region after the first non-vowel following a vowel, searching from `from`.
    static func regionStart(_ w: [Character], from: Int) -> Int {
        var i = from
        while i + 1 < w.count {
            if vowels.contains(w[i]) && !vowels.contains(w[i + 1]) { return i + 2 }
            i += 1
        }
        return w.count
    }
}
