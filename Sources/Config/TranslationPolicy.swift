import Incremental

/// What an article without its counterpart in another language is (`translations:` in `Content/site.yml`).
public enum TranslationPolicy: String, Sendable, Equatable, CaseIterable, StableHashable {
    /// A warning (the default): the site builds, and the missing edition is named.
    case warn
    /// An error: for CI, where every article must be published in every language.
    case required
    /// Nothing: a site whose articles are in one language or another by design.
    case optional

    /// Its name.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(rawValue)
    }
}
