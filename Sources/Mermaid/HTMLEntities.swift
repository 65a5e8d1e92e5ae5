import TextBasics

/// Decodes entity codes in labels.
///
/// Mermaid's own syntax is `#name;` or `#decimal;` (e.g. `#quot;`, `#35;`, `#9829;`); it hands
/// them to the browser as `&name;` / `&#decimal;`, so the HTML forms `&amp;`, `&#35;` and
/// `&#x23;` written directly in a label also display as characters. Unknown names are left
/// as written.
enum HTMLEntities {
    /// Decodes the entity starting at `start` (a `#` or `&`), returning the character and
    /// how many scalars the entity spans.
    static func decode(_ scalars: [Unicode.Scalar], at start: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        var position = start + 1
        if scalars[start] == "&" && position < scalars.count && scalars[position] == "#" {
            position += 1
            var radix: UInt32 = 10
            if position < scalars.count && (scalars[position] == "x" || scalars[position] == "X") {
                radix = 16
                position += 1
            }
            let digitsStart = position
            var value: UInt32 = 0
            while position < scalars.count, position - digitsStart < 8,
                let digit = digitValue(scalars[position], radix: radix)
            {
                value = value * radix + digit
                position += 1
            }
            guard position > digitsStart, position < scalars.count, scalars[position] == ";" else { return nil }
            return (scalar(for: value), position + 1 - start)
        }
        let nameStart = position
        while position < scalars.count, position - nameStart <= 32, scalars[position].isASCIIWordCharacter {
            position += 1
        }
        guard position > nameStart, position < scalars.count, scalars[position] == ";" else { return nil }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[nameStart..<position])
        if scalars[start] == "#" && scalars[nameStart..<position].allSatisfy(\.isASCIIDigit) {
            guard position - nameStart <= 8 else { return nil }
            var value: UInt32 = 0
            for digit in scalars[nameStart..<position] {
                value = value * 10 + (digit.value - 48)
            }
            return (scalar(for: value), position + 1 - start)
        }
        guard let scalar = named[String(name)] else { return nil }
        return (scalar, position + 1 - start)
    }

    /// The character for a code point; invalid code points and NUL become U+FFFD.
    private static func scalar(for value: UInt32) -> Unicode.Scalar {
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// The value of a digit in the given radix (10 or 16).
    private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f" where radix == 16: return scalar.value - 87
        case "A"..."F" where radix == 16: return scalar.value - 55
        default: return nil
        }
    }

    /// Named entities: the common HTML 4 set (Latin-1, Greek, punctuation, arrows, maths,
    /// symbols) plus HTML 5 names for ASCII punctuation, useful to escape mermaid syntax.
    static let named: [String: Unicode.Scalar] = {
        var table: [String: UInt32] = [
            "quot": 0x22, "amp": 0x26, "apos": 0x27, "lt": 0x3C, "gt": 0x3E,
            "excl": 0x21, "num": 0x23, "dollar": 0x24, "percnt": 0x25, "lpar": 0x28, "rpar": 0x29,
            "ast": 0x2A, "plus": 0x2B, "comma": 0x2C, "period": 0x2E, "sol": 0x2F, "colon": 0x3A,
            "semi": 0x3B, "equals": 0x3D, "quest": 0x3F, "commat": 0x40, "lsqb": 0x5B, "lbrack": 0x5B,
            "bsol": 0x5C, "rsqb": 0x5D, "rbrack": 0x5D, "Hat": 0x5E, "lowbar": 0x5F, "grave": 0x60,
            "lcub": 0x7B, "lbrace": 0x7B, "verbar": 0x7C, "vert": 0x7C, "rcub": 0x7D, "rbrace": 0x7D,
            "OElig": 0x152, "oelig": 0x153, "Scaron": 0x160, "scaron": 0x161, "Yuml": 0x178, "fnof": 0x192,
            "circ": 0x2C6, "tilde": 0x2DC, "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C,
            "zwj": 0x200D, "lrm": 0x200E, "rlm": 0x200F, "hyphen": 0x2010, "ndash": 0x2013, "mdash": 0x2014,
            "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C, "rdquo": 0x201D,
            "bdquo": 0x201E, "dagger": 0x2020, "Dagger": 0x2021, "bull": 0x2022, "hellip": 0x2026,
            "permil": 0x2030, "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039, "rsaquo": 0x203A,
            "oline": 0x203E, "euro": 0x20AC, "trade": 0x2122, "larr": 0x2190, "uarr": 0x2191,
            "rarr": 0x2192, "darr": 0x2193, "harr": 0x2194, "crarr": 0x21B5, "lArr": 0x21D0, "uArr": 0x21D1,
            "rArr": 0x21D2, "dArr": 0x21D3, "hArr": 0x21D4, "forall": 0x2200, "part": 0x2202,
            "exist": 0x2203, "empty": 0x2205, "nabla": 0x2207, "isin": 0x2208, "notin": 0x2209, "ni": 0x220B,
            "prod": 0x220F, "sum": 0x2211, "minus": 0x2212, "lowast": 0x2217, "radic": 0x221A,
            "prop": 0x221D, "infin": 0x221E, "ang": 0x2220, "and": 0x2227, "or": 0x2228, "cap": 0x2229,
            "cup": 0x222A, "int": 0x222B, "there4": 0x2234, "sim": 0x223C, "cong": 0x2245, "asymp": 0x2248,
            "ne": 0x2260, "equiv": 0x2261, "le": 0x2264, "ge": 0x2265, "sub": 0x2282, "sup": 0x2283,
            "nsub": 0x2284, "sube": 0x2286, "supe": 0x2287, "oplus": 0x2295, "otimes": 0x2297,
            "perp": 0x22A5, "sdot": 0x22C5, "lceil": 0x2308, "rceil": 0x2309, "lfloor": 0x230A,
            "rfloor": 0x230B, "loz": 0x25CA, "spades": 0x2660, "clubs": 0x2663, "hearts": 0x2665,
            "diams": 0x2666, "check": 0x2713, "checkmark": 0x2713, "cross": 0x2717, "star": 0x2606,
            "starf": 0x2605, "bigstar": 0x2605, "phone": 0x260E, "female": 0x2640, "male": 0x2642,
            "flat": 0x266D, "natural": 0x266E, "sharp": 0x266F,
        ]
        let latin1 = [
            "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf",
            "laquo", "not", "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para",
            "middot", "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest", "Agrave",
            "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave", "Eacute", "Ecirc",
            "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde", "Ograve", "Oacute", "Ocirc",
            "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN",
            "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil", "egrave",
            "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde", "ograve",
            "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc", "uuml",
            "yacute", "thorn", "yuml",
        ]
        for (offset, name) in latin1.enumerated() {
            table[name] = 0xA0 + UInt32(offset)
        }
        let greekUpper = [
            "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa", "Lambda",
            "Mu", "Nu", "Xi", "Omicron", "Pi", "Rho", "", "Sigma", "Tau", "Upsilon", "Phi", "Chi", "Psi", "Omega",
        ]
        for (offset, name) in greekUpper.enumerated() where !name.isEmpty {
            table[name] = 0x391 + UInt32(offset)
        }
        let greekLower = [
            "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda",
            "mu", "nu", "xi", "omicron", "pi", "rho", "sigmaf", "sigma", "tau", "upsilon", "phi", "chi", "psi",
            "omega",
        ]
        for (offset, name) in greekLower.enumerated() {
            table[name] = 0x3B1 + UInt32(offset)
        }
        return table.compactMapValues { Unicode.Scalar($0) }
    }()
}
