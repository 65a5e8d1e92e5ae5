import CFontconfig
import Foundation

/// Finds font files by family name through fontconfig, the way a browser on Linux picks them: a family is
/// found when fontconfig returns that family or one its configuration names as a stand-in (Liberation Sans for
/// Arial, say), never the generic default it falls back to for an unknown name.
///
/// This is the only file that touches fontconfig; its answers are plain values.
enum FontconfigLocator {
    /// A font file found for a family and style.
    struct Match: Hashable, Sendable {
        /// The file's path.
        var path: String
        /// The face's index inside the file (collections such as `.ttc` hold several).
        var index: Int
        /// The family the file is named, as fontconfig reports it.
        var family: String
    }

    /// CSS's generic family names: for these any match is the right one.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif",
        "ui-monospace", "ui-rounded", "emoji", "math",
    ]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var configuration: OpaquePointer?
    nonisolated(unsafe) private static var loaded = false

    /// The configuration, loaded once (nil when fontconfig has none).
    private static func config() -> OpaquePointer? {
        if !loaded {
            loaded = true
            configuration = FcInitLoadConfigAndFonts()
        }
        return configuration
    }

    /// The file fontconfig draws `family` with in the given style, or nil when it has no such family.
    static func match(family: String, bold: Bool, italic: Bool) -> Match? {
        lock.lock()
        defer { lock.unlock() }
        guard let config = config(), let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let generic = genericFamilies.contains(family.lowercased())
        // fontconfig names CSS's `system-ui` and `ui-*` nothing; their nearest is its sans-serif.
        let asked =
            generic && !["serif", "monospace", "cursive", "fantasy"].contains(family.lowercased())
            ? "sans-serif" : family
        _ = addString(pattern, FC_FAMILY, asked)
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        // The families bound as strongly as the name itself: the name and the stand-ins the configuration
        // gives it (`binding="same"`, as for Liberation Sans in Arial's place). The weakly bound rest is the
        // fallback for any name, which a browser skips for the next family of its list.
        var accepted: Set<String> = []
        var value = FcValue()
        var binding = FcValueBindingWeak
        for index in 0... {
            guard FcPatternGetWithBinding(pattern, FC_FAMILY, Int32(index), &value, &binding) == FcResultMatch else {
                break
            }
            if binding == FcValueBindingStrong, value.type == FcTypeString, let name = value.u.s {
                accepted.insert(
                    name.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }.lowercased())
            }
        }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        guard result == FcResultMatch, let path = string(font, FC_FILE, 0) else { return nil }
        var families: [String] = []
        for index in 0... {
            guard let name = string(font, FC_FAMILY, Int32(index)) else { break }
            families.append(name)
        }
        guard let first = families.first, generic || families.contains(where: { accepted.contains($0.lowercased()) })
        else { return nil }
        var faceIndex: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex) != FcResultMatch { faceIndex = 0 }
        return Match(path: path, index: Int(faceIndex), family: first)
    }

    private static func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) -> Bool {
        value.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                FcPatternAddString(pattern, object, $0) != 0
            }
        }
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return value.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
    }
}
