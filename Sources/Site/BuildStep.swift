/// The steps of a build, in the order they run; each takes typed values made by the ones before it.
enum BuildStep: String, CaseIterable, Sendable {
    /// `Content/site.yml` to a ``SiteConfig``.
    case loadConfig = "load config"
    /// The site's theme over the built-in one; before the content, so headings avoid the templates' ids.
    case loadTheme = "load theme"
    /// Articles parsed, images collected, links resolved.
    case loadContent = "load content"
    /// Every Swift block type-checked for its article's iOS.
    case checkSnippets = "check snippets"
    /// Which article pages are made and which are kept as published (``PagePlan``).
    case planPages = "plan pages"
    /// The mermaid blocks of the pages made, drawn as SVG.
    case renderDiagrams = "render diagrams"
    /// Each language's search index (not in a dry run).
    case buildSearchIndex = "build search index"
    /// The drawn documents as readers see them (hidden lines and preludes gone), and their Swift code
    /// classified ahead in batches.
    case displayDocuments = "display documents"
    /// Each made article's body HTML.
    case renderArticles = "render articles"
    /// Article pages, site pages, assets and images.
    case renderPages = "render pages"
    /// The sitemap and the feeds.
    case renderFeeds = "render feeds"
    /// The output folder brought up to date (not in a dry run).
    case writeOutput = "write output"

    /// The steps a build runs, in order: a dry run (`puente check`) builds no search index and writes nothing.
    static func steps(dryRun: Bool) -> [BuildStep] {
        allCases.filter { !dryRun || ($0 != .buildSearchIndex && $0 != .writeOutput) }
    }
}
