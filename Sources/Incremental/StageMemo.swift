import Foundation

/// Every ``ItemStage``'s results from earlier builds in this process (`puente serve`), each stage's in its own
/// ``Memo`` under the stage's name. Nothing here knows any stage: a new stage is memoized by being run
/// through ``StageRunner``.
public final class StageMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var memos: [String: any BuildScoped] = [:]

    /// Creates an empty memo: the first build with it does all the work.
    public init() {}

    /// The memo of `stage`'s results.
    public func memo<Stage: ItemStage>(for stage: Stage.Type) -> Memo<Stage.Input, Stage.Output> {
        lock.withLock {
            if let memo = memos[Stage.name] as? Memo<Stage.Input, Stage.Output> { return memo }
            precondition(memos[Stage.name] == nil, "two stages are named '\(Stage.name)'")
            let memo = Memo<Stage.Input, Stage.Output>()
            memos[Stage.name] = memo
            return memo
        }
    }

    /// How many of `stage`'s results the last completed build reused, and how many it made.
    public func statistics<Stage: ItemStage>(_ stage: Stage.Type) -> (hits: Int, misses: Int) {
        memo(for: stage).statistics
    }

    /// Ends a build: every stage forgets the items this build did not ask for (removed articles).
    public func endBuild() {
        for memo in lock.withLock({ Array(memos.values) }) { memo.endBuild() }
    }
}

/// Something that keeps results from one build to the next and is told when a build ends.
protocol BuildScoped: AnyObject {
    /// Forgets what the build that just ended did not ask for.
    func endBuild()
}

extension Memo: BuildScoped {}

/// Runs ``ItemStage``s for one build. With a ``StageMemo``, an item whose input equals the one it had last
/// time gets last time's result; the rest are made on all cores. Stages never see the memo: reuse is decided
/// here, from their declared inputs alone.
public struct StageRunner: Sendable {
    /// Results of earlier builds in this process, when there is one (`puente serve`).
    public var memo: StageMemo?

    /// A runner reusing what `memo` holds (none: every item is made).
    public init(memo: StageMemo? = nil) { self.memo = memo }

    /// `stage`'s result for each request, in order; `key` names the item (its source path) across builds.
    /// `context` is the caches the results not reused are made with.
    public func run<Stage: ItemStage>(
        _ stage: Stage.Type, _ requests: [(key: String, input: Stage.Input)], context: Stage.Context
    ) -> [Stage.Output] {
        guard let memo else { return ParallelMap.map(requests) { Stage.run($0.input, context: context) } }
        return memo.memo(for: stage).values(requests) { Stage.run(requests[$0].input, context: context) }
    }

    /// `stage`'s result for each request of a stage that keeps no cache.
    public func run<Stage: ItemStage>(_ stage: Stage.Type, _ requests: [(key: String, input: Stage.Input)])
        -> [Stage.Output] where Stage.Context == Void
    {
        run(stage, requests, context: ())
    }

    /// `stage`'s result for one item of a stage that keeps no cache.
    public func run<Stage: ItemStage>(_ stage: Stage.Type, key: String, input: Stage.Input) -> Stage.Output
    where Stage.Context == Void {
        guard let memo else { return Stage.run(input) }
        return memo.memo(for: stage).value(key, input: input) { Stage.run(input) }
    }
}
