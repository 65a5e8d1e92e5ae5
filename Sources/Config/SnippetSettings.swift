import Incremental

/// How Swift snippets are checked, from the `snippets:` section of `Content/site.yml`.
public struct SnippetSettings: Sendable, Hashable {
    /// The minimum iOS version of articles whose front matter has no `ios:` (e.g. `15`).
    public var defaultIOS: String?
    /// Modules imported into every snippet, so authors can leave `import SwiftUI` out.
    public var implicitImports: [String]
    /// The Swift language mode snippets are checked in (`5` or `6`).
    public var swiftVersion: String
    /// Seconds one compiler run may take before it is stopped and the block reported.
    public var timeoutSeconds: Int
    /// Check snippets at all (`puente build` can be run with checking off for speed).
    public var enabled: Bool

    /// Creates settings; the defaults import SwiftUI, use Swift 5 mode and allow 60 s per compiler run.
    public init(
        defaultIOS: String? = nil, implicitImports: [String] = ["SwiftUI"], swiftVersion: String = "5",
        timeoutSeconds: Int = 60, enabled: Bool = true
    ) {
        self.defaultIOS = defaultIOS
        self.implicitImports = implicitImports
        self.swiftVersion = swiftVersion
        self.timeoutSeconds = timeoutSeconds
        self.enabled = enabled
    }
}

extension SnippetSettings: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(defaultIOS)
        hasher.combine(implicitImports)
        hasher.combine(swiftVersion)
        hasher.combine(timeoutSeconds)
        hasher.combine(enabled)
    }
}
