/// A tag whose name the data of no page that renders it has: `{{sitee.title}}` where pages have `site.title`.
public struct UnknownName: Sendable, Equatable {
    /// The template the tag is in (`header`).
    public var template: String
    /// The 1-based line of the tag.
    public var line: Int
    /// The 1-based column, in Unicode scalars, of the tag's opening delimiter.
    public var column: Int
    /// The name as written (`sitee.title`).
    public var name: String
    /// The names the data had where the tag is (dotted, `site.title`), sorted: what a suggestion is chosen from.
    public var known: [String]
}
