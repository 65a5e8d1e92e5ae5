/// What a Markdown file of a language folder is: an article (dated, listed, in the feeds and on the tag pages)
/// or a page (an About or Contributing page: published and searchable, but in no list).
///
/// A file under `Content/<lang>/pages/` is a page, any other is an article; front matter `type: page` or
/// `type: article` says so explicitly.
public enum ContentKind: String, Sendable, Hashable, CaseIterable {
    /// An article.
    case article
    /// A standalone page.
    case page

    /// The folder of a language folder whose files are pages.
    public static let pagesFolder = "pages"

    /// The kind of the file at `path` (site-relative) when its front matter does not say:
    /// `Content/<lang>/pages/<name>.md` is a page.
    public static func implied(byPath path: String) -> ContentKind {
        let parts = path.split(separator: "/")
        return parts.count == 4 && parts[2] == pagesFolder ? .page : .article
    }
}
