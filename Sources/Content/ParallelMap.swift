import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the input order.
public enum ParallelMap {
    /// `items.map(transform)`, computed concurrently.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values()
    }
}

/// Slots written by concurrent workers, each slot by exactly one worker.
private final class ResultBox<R>: @unchecked Sendable {
    private var storage: [R?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.withLock { storage[index] = value }
    }

    func values() -> [R] { storage.map { $0! } }
}
