/// The format of every content key Puente keeps results under, in one table: a key starts with its
/// format's name and version, so bumping a version here makes every result of that format be made again
/// (when what a result is made from changes in a way its fields do not show, such as a new renderer).
public enum KeyVersion: String, Sendable, CaseIterable {
    /// A site configuration (``Keyed`` in every stage input that reads it).
    case siteConfig = "site-config 1"
    /// One article file parsed: its path, bytes, configuration and reserved heading ids (4: cmark-gfm with
    /// GitHub's extensions; 5: footnotes; 6: articles and pages, the record keeps which).
    case articleParse = "article-parse 6"
    /// What pages other than articles, the feeds and the sitemap read (3: each entry's front matter says
    /// article or page).
    case siteMetadata = "site-metadata 3"
    /// Every article's link targets and every image's, for link resolution.
    case linkTargets = "link targets 2"
    /// One article's resolved links.
    case links = "links 1"
    /// The images of a site, by source path.
    case imageTargets = "image targets 1"
    /// The link targets of a site, by source path.
    case articleTargets = "article targets 1"
    /// Where an article sits among the others (previous, next, related).
    case navigation = "article navigation 2"
    /// The stub modules' declarations by USR.
    case stubSymbols = "stub symbols 1"
    /// Snippet verdicts and uses of one article.
    case verdicts = "verdicts 1"
    /// An article page: its article, translations, theme, symbols, settings, verdicts and navigation (4:
    /// footnotes, named task checkboxes, tables in a focusable box; 5: code blocks with `highlight="…"` and
    /// diffs rendered line by line, other languages highlighted).
    case articlePage = "article page 5"
    /// The home, index, search and tag pages.
    case sitePages = "site pages 1"
    /// The feeds and the sitemap.
    case feeds = "feeds 1"
    /// One flowchart's drawing.
    case figure = "diagram 4"
    /// One article's search sections and their counted terms (2: list items and table cells apart; 3:
    /// footnotes read as prose, without their references' numbers).
    case searchUnits = "search-units 3"
    /// A loaded theme.
    case theme = "theme 1"
}
