/// One stage's work on one item (an article, a page, a feed): a pure function of the input the stage declares.
///
/// The input is everything the result depends on, so the pipeline, not the stage, decides when a result can be
/// reused (``StageRunner``): an equal input gives an equal output. Values that are large and shared by every
/// item (the theme, the link targets of the whole site) enter as ``Keyed`` values, compared by content key.
public protocol ItemStage {
    /// Everything one item's result is made from: every stored field hashed into its content key
    /// (``StableHashCoverage`` checks that none is left out).
    associatedtype Input: Equatable & Sendable & StableHashable
    /// One item's result.
    associatedtype Output: Sendable
    /// Caches the stage reads and fills (highlighted code, drawn figures): they change how fast a result is
    /// made, never what it is, so they are not part of the input, and a result reused from the memo never
    /// sees them.
    associatedtype Context: Sendable = Void

    /// The stage's name, unique among stages: its results are memoized under it.
    static var name: String { get }

    /// Makes one item's result; reads nothing but `input` (and `context`'s caches).
    static func run(_ input: Input, context: Context) -> Output
}

extension ItemStage where Context == Void {
    /// Makes one item's result of a stage that keeps no cache.
    public static func run(_ input: Input) -> Output { run(input, context: ()) }
}
