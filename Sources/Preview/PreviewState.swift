/// What the open pages of a preview should show: the site as built, or the problems of the last build.
public enum PreviewState: Sendable, Equatable {
    /// The last build succeeded; publishing it reloads every open page.
    case ok
    /// The last build failed; publishing it shows these problems over every open page.
    case failed([PreviewProblem])
}
