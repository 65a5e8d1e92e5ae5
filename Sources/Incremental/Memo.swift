import Foundation

/// One stage's results from earlier builds in the same process, reused while their input is unchanged.
///
/// `puente serve` keeps memos across rebuilds, so a change to one article re-does only that article's
/// work. An entry is reused only when its stored input equals the new one, so a memo never changes what
/// a build produces, only how fast: unchanged values share storage, and comparing them is cheap.
public final class Memo<Input: Equatable & Sendable, Output: Sendable>: @unchecked Sendable {
    private struct Entry {
        var input: Input
        var output: Output
        /// The build that last asked for it.
        var build: Int
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var build = 0
    private var asked = 0
    private var counts = (hits: 0, misses: 0)
    private var lastCounts = (hits: 0, misses: 0)

    /// Creates an empty memo.
    public init() {}

    /// The stored output for `key` if its input equals `input` (marking it asked for in this build).
    private func lookUp(_ key: String, _ input: Input) -> Output? {
        asked += 1
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].build = build
        guard entries.values[index].input == input else { return nil }
        counts.hits += 1
        return entries.values[index].output
    }

    /// The output stored under `key` if it was made from an equal `input`; otherwise `make()`'s, stored.
    public func value(_ key: String, input: Input, make: () -> Output) -> Output {
        if let output = lock.withLock({ lookUp(key, input) }) { return output }
        let output = make()
        lock.withLock {
            entries[key] = Entry(input: input, output: output, build: build)
            counts.misses += 1
        }
        return output
    }

    /// For each request, the stored output if its input is unchanged, else `make(index)`'s; the missing
    /// outputs are made on all cores. One lock for all look-ups, so workers never queue on it.
    public func values(_ requests: [(key: String, input: Input)], make: @Sendable (Int) -> Output) -> [Output] {
        var outputs: [Output?] = lock.withLock { requests.map { lookUp($0.key, $0.input) } }
        let missing = outputs.indices.filter { outputs[$0] == nil }
        let made = ParallelMap.map(missing, make)
        lock.withLock {
            for (index, output) in zip(missing, made) {
                entries[requests[index].key] = Entry(input: requests[index].input, output: output, build: build)
            }
            counts.misses += missing.count
        }
        for (index, output) in zip(missing, made) { outputs[index] = output }
        return outputs.map { $0! }
    }

    /// Forgets entries this build did not ask for (removed articles), and starts new counts.
    public func endBuild() {
        lock.withLock {
            // Every entry was asked for (the usual case): nothing to drop, and no copy of the table.
            if entries.count > asked || entries.values.contains(where: { $0.build != build }) {
                entries = entries.filter { $0.value.build == build }
            }
            build += 1
            asked = 0
            lastCounts = counts
            counts = (0, 0)
        }
    }

    /// Forgets everything.
    public func removeAll() {
        lock.withLock { entries = [:] }
    }

    /// How many look-ups the last completed build answered from the memo, and how many it computed.
    public var statistics: (hits: Int, misses: Int) { lock.withLock { lastCounts } }
}
