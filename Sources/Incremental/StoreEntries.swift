/// The entries of a cache kept in one file across builds (``PersistentMemo``, the search store): those the
/// file held, those this build asked for, and when to write them back. Its owner keeps it under its lock.
public struct StoreEntries<Value: Sendable>: Sendable {
    /// What the file held when it was opened (or at the last save that kept unasked entries).
    public var stored: [StableHash.Key: Value] = [:]
    /// What this build asked for or made.
    public var used: [StableHash.Key: Value] = [:]
    /// Whether something was made that the file does not hold.
    public var changed = false
    /// Why the file could not be used, to say once; it is written again.
    public var problem: String?
    /// When the entries were last handed out to be written (`DispatchTime` nanoseconds).
    private var lastSave: UInt64?

    /// No entries.
    public init() {}

    /// The entry for `key`, made or asked for in this build or held by the file.
    public subscript(key: StableHash.Key) -> Value? { used[key] ?? stored[key] }

    /// The entries to write at `now`, nil when the file already holds them. Without `keepingUnasked` they are
    /// the ones this build asked for (the others are dropped); with it (`puente serve`, whose in-process memos
    /// answer without asking) what the file held stays, joined by what was made since, and at most one save a
    /// minute goes ahead.
    public mutating func toSave(keepingUnasked: Bool, now: UInt64) -> [StableHash.Key: Value]? {
        guard changed || (!keepingUnasked && used.count != stored.count) || problem != nil else { return nil }
        if keepingUnasked, let lastSave, now - lastSave < 60_000_000_000 { return nil }
        lastSave = now
        let entries = keepingUnasked ? stored.merging(used) { _, new in new } : used
        if keepingUnasked {
            stored = entries
            used = [:]
            changed = false
            problem = nil
        }
        return entries
    }
}
