/// One of `count` disjoint parts of a site's snippets (`puente check --shard 2/4`), for splitting CI work.
///
/// A snippet belongs to shard `1 + hash(article path, block position) % count`, so the split is the same on
/// every machine, and the shards together are exactly the whole set.
public struct SnippetShard: Sendable, Hashable {
    /// 1-based shard number.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// Parses `i/n` with 1 ≤ i ≤ n; `nil` otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the snippet at block `position` of the article at `path` is in this shard.
    public func contains(path: String, position: Int) -> Bool {
        var hash = ContentHash()
        hash.add(path)
        hash.add(String(position))
        let value = UInt64(hash.hex.suffix(15), radix: 16) ?? 0
        return Int(value % UInt64(count)) == index - 1
    }
}
