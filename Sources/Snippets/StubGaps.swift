import Diagnostics
import Foundation
import SiteFiles

/// Apple APIs that Puente's stubs do not declare yet, so a compiler error about one of them reads as a gap in
/// the stubs, not as the author's mistake.
///
/// Kept in `Content/Stubs/GAPS.tsv` (tab-separated: module, name, Apple's iOS version, Apple's page), one
/// row per base name (`PreferenceKey`, `onPreferenceChange`). A name leaves the list when its stub is added.
public struct StubGaps: Sendable, Equatable {
    /// One Apple API the stubs lack.
    public struct Entry: Sendable, Equatable {
        /// The framework (`SwiftUI`, `UIKit`).
        public var module: String
        /// The base name, as the compiler prints it.
        public var name: String
        /// The iOS version Apple gives for it.
        public var ios: String
        /// Where the fact comes from (developer.apple.com).
        public var source: String
    }

    /// Entries by name.
    public var entries: [String: Entry]

    /// Site-relative path of the list.
    public static let path = "Content/Stubs/GAPS.tsv"
    /// Site-relative path of the SDK's framework names (one per line; `#` lines are comments).
    public static let frameworksPath = "Content/Stubs/APPLE-FRAMEWORKS.txt"

    /// The framework names of the site's list, else the built-in one's; empty when neither has one.
    public static func frameworks(siteRoot: URL, builtIn: URL? = BuiltInFiles.root) -> [String] {
        let layers = LayeredFolder(siteRoot: siteRoot, builtInRoot: builtIn)
        guard let bytes = try? layers.read(frameworksPath) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Creates a list.
    public init(_ entries: [Entry] = []) {
        self.entries = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads the lists of the built-in stubs (``BuiltInFiles``) and of the site (the site's rows win); a missing
    /// file is an empty list. A built-in row about a module the site replaces with its own is dropped.
    public static func load(siteRoot: URL, builtIn: URL? = BuiltInFiles.root) throws(SiteFileError) -> StubGaps {
        let site = SiteFolder(root: siteRoot)
        var entries = try rows(site)
        if let lower = BuiltInFiles.layer(under: siteRoot, root: builtIn) {
            let own = Set(entries.map(\.name))
            entries += try rows(lower).filter { entry in
                !own.contains(entry.name) && !site.exists("\(StubModules.folder)/\(entry.module)")
            }
        }
        return StubGaps(entries)
    }

    /// The rows of one layer's list.
    private static func rows(_ folder: SiteFolder) throws(SiteFileError) -> [Entry] {
        let bytes: [UInt8]
        do {
            bytes = try folder.read(path)
        } catch .missing {
            return []
        }
        var entries: [Entry] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, !fields[1].isEmpty else { continue }
            entries.append(Entry(module: fields[0], name: fields[1], ios: fields[2], source: fields[3]))
        }
        return entries
    }

    /// The help for a compiler message that names a missing API on the list, or `nil`.
    public func help(for message: String) -> String? {
        guard let name = Self.missingName(in: message), let entry = entries[name] else { return nil }
        return "`\(name)` is an Apple API (\(entry.module), iOS \(entry.ios)) that Puente's stubs do not declare "
            + "yet, so this is a gap in the stubs, not necessarily a mistake in the code: add it under "
            + "Content/Stubs/\(entry.module)/ with Apple's availability (see \(BuiltInFiles.guide("authoring.md")), \"Adding an API "
            + "to the stubs\"), or mark the block skip=\"reason\""
    }

    /// The name a "not found" message is about: `cannot find 'X' in scope`, `cannot find type 'X' in scope`,
    /// `value of type 'T' has no member 'x'`, `type 'T' has no member 'x'`, `unknown attribute 'X'`,
    /// `no macro named 'X'`.
    static func missingName(in message: String) -> String? {
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' in scope") else { return nil }
            return String(rest[..<end])
        }
        // Macros the stubs lack: `@Entry` reads as an unknown attribute, `#Preview` as an unknown macro.
        for prefix in ["unknown attribute '", "no macro named '"]
        where message.hasPrefix(prefix) && message.hasSuffix("'") {
            return String(message.dropFirst(prefix.count).dropLast())
        }
        if let range = message.range(of: " has no member '"), message.hasSuffix("'") {
            return String(message[range.upperBound..<message.index(before: message.endIndex)])
        }
        return nil
    }
}
