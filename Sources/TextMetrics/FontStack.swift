import Foundation

/// A CSS `font-family` list resolved to the font files this machine has, measuring text as a browser with
/// those fonts draws it: each character from the first family that has a glyph for it, each run of one face
/// shaped by HarfBuzz (kerning and ligatures applied).
///
/// Resolved once per list and process (``resolved(_:)``); measuring is safe from any thread and remembers
/// what it measured.
public final class FontStack: @unchecked Sendable {
    /// A font file the list resolved to, for one family and style.
    public struct Face: Hashable, Sendable {
        /// The family asked for, as the list spells it.
        public var family: String
        /// The family fontconfig found (the same, or a stand-in such as Liberation Sans for Arial).
        public var found: String
        /// The font file.
        public var path: String
        /// The face's index inside the file (collections such as `.ttc` hold several).
        public var index: Int
        /// Whether it serves bold text.
        public var bold: Bool
        /// Whether it serves italic text.
        public var italic: Bool
    }

    /// The width of a measured text, and the characters no face had (the caller estimates those).
    public struct Measured: Sendable, Hashable {
        /// The width of the characters the faces have, in em.
        public var em: Double
        /// The characters none of the faces has, in order.
        public var missing: [Unicode.Scalar]
    }

    /// The families, in order.
    public let families: [String]
    /// What each family resolved to, per style, in the list's order (families this machine lacks are absent).
    public let faces: [Face]
    /// Text that changes whenever a resolved file may have: the files' paths, sizes and modification times. A
    /// cache of measured layouts is keyed by it, so a font update redraws what it measured.
    public let identity: String

    private let loaded: [Int: [HarfBuzzFace]]
    private let lock = NSLock()
    private var widths: [String: Measured] = [:]

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [[String]: FontStack] = [:]

    /// The stack for `families`, resolved on first use and shared by the whole process.
    public static func resolved(_ families: [String]) -> FontStack {
        registryLock.lock()
        defer { registryLock.unlock() }
        if let existing = registry[families] { return existing }
        let stack = FontStack(families: families)
        registry[families] = stack
        return stack
    }

    private static func style(bold: Bool, italic: Bool) -> Int { (bold ? 1 : 0) + (italic ? 2 : 0) }

    private init(families: [String]) {
        self.families = families
        var faces: [Face] = []
        var loaded: [Int: [HarfBuzzFace]] = [:]
        var opened: [String: HarfBuzzFace] = [:]
        for bold in [false, true] {
            for italic in [false, true] {
                var seen: Set<String> = []
                for family in families {
                    guard let match = FontconfigLocator.match(family: family, bold: bold, italic: italic) else {
                        continue
                    }
                    let id = "\(match.path)#\(match.index)"
                    guard seen.insert(id).inserted else { continue }
                    guard let face = opened[id] ?? HarfBuzzFace(path: match.path, index: match.index) else { continue }
                    opened[id] = face
                    loaded[Self.style(bold: bold, italic: italic), default: []].append(face)
                    faces.append(
                        Face(
                            family: family, found: match.family, path: match.path, index: match.index, bold: bold,
                            italic: italic))
                }
            }
        }
        self.faces = faces
        self.loaded = loaded
        var identity: [String] = []
        for path in Set(faces.map(\.path)).sorted() {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity.append("\(path) \(size) \(Int64(modified))")
        }
        self.identity = (families + faces.map { "\($0.family)=\($0.path)#\($0.index)" } + identity).joined(
            separator: "\n")
    }

    /// Whether some face of the regular style has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        (loaded[0] ?? []).contains { $0.covers(scalar) }
    }

    /// The width of `text` in one style.
    public func measure(_ text: String, bold: Bool = false, italic: Bool = false) -> Measured {
        let key = "\(Self.style(bold: bold, italic: italic))\(text)"
        lock.lock()
        if let known = widths[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let measured = shape(text, faces: loaded[Self.style(bold: bold, italic: italic)] ?? [])
        lock.lock()
        widths[key] = measured
        lock.unlock()
        return measured
    }

    /// Splits `text` into runs by the first face with each character (marks and joiners stay with the
    /// character before them) and adds the runs' shaped advances.
    private func shape(_ text: String, faces: [HarfBuzzFace]) -> Measured {
        var total = 0.0
        var missing: [Unicode.Scalar] = []
        var run: [Unicode.Scalar] = []
        var runFace: Int?
        func flush() {
            if let runFace, !run.isEmpty { total += faces[runFace].advance(run) }
            run.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if runFace != nil, Self.continuesCluster(scalar) {
                run.append(scalar)
                continue
            }
            guard let chosen = faces.firstIndex(where: { $0.covers(scalar) }) else {
                flush()
                runFace = nil
                missing.append(scalar)
                continue
            }
            if chosen != runFace {
                flush()
                runFace = chosen
            }
            run.append(scalar)
        }
        flush()
        return Measured(em: total, missing: missing)
    }

    /// Combining marks, variation selectors and joiners: drawn with the face of the character they follow.
    private static func continuesCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D
        }
    }

    /// Whether `family` is one of CSS's generic names (`sans-serif`, `system-ui`, …), which are never quoted.
    public static func isGeneric(_ family: String) -> Bool {
        FontconfigLocator.genericFamilies.contains(family.lowercased())
    }

    /// The families of a CSS `font-family` value, unquoted, in order (`Arial, "Noto Sans CJK JP", sans-serif`).
    public static func families(css value: String) -> [String] {
        // Split at commas outside quotes, then unquote each piece or collapse its spaces.
        var pieces: [String] = []
        var current = ""
        var quote: Character?
        for character in value {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                pieces.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        pieces.append(current)
        return pieces.compactMap { piece in
            let trimmed = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            if let first = trimmed.first, first == "\"" || first == "'" {
                let inner = trimmed.dropFirst()
                let name = inner.last == first ? String(inner.dropLast()) : String(inner)
                return name.isEmpty ? nil : name
            }
            let name = trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return name.isEmpty ? nil : name
        }
    }

}
