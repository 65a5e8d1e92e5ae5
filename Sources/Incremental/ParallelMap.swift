import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the input order.
public enum ParallelMap {
    /// `items.map(transform)`, computed concurrently. Up to 256 items, each is its own task (items such as
    /// articles vary in cost); beyond, they are cut into 16 runs per core, each mapped on one thread, so ten
    /// thousand small items (output files) cost ten thousand calls, not ten thousand tasks.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let runs = items.count <= 256 ? items.count : ProcessInfo.processInfo.activeProcessorCount * 16
        let results = ResultBox<R>(count: runs)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let range = (items.count * run / runs)..<(items.count * (run + 1) / runs)
            results.set(run, items[range].map(transform))
        }
        return results.values()
    }
}

/// Runs of results written by concurrent workers, each run by exactly one worker.
private final class ResultBox<R>: @unchecked Sendable {
    private var storage: [[R]]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: [], count: count) }

    func set(_ index: Int, _ values: [R]) {
        lock.withLock { storage[index] = values }
    }

    func values() -> [R] { lock.withLock { storage.flatMap { $0 } } }
}
