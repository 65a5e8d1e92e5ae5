/// One stage's work on one item (an article, a page, a feed): a pure function of the input the stage declares.
///
/// The input is everything the result depends on, so the pipeline, not the stage, decides when a result can be
/// reused (``StageRunner``): an equal input gives an equal output. Values that are large and shared by every
/// item (the theme, the link targets of the whole site) enter as ``Keyed`` values, compared by content key.
public protocol ItemStage {
    /// Everything one item's result is made from.
    associatedtype Input: Equatable & Sendable
    /// One item's result.
    associatedtype Output: Sendable

    /// The stage's name, unique among stages: its results are memoized under it.
    static var name: String { get }

    /// Makes one item's result; reads nothing but `input`.
    static func run(_ input: Input) -> Output
}
