import Digest
import Foundation

/// Writes the files of the stores kept between builds (``PersistentMemo``, the search stores), sealed with
/// this machine's tag and replaced whole, on one serial queue: a build hands each store's file over when its
/// step is done and goes on, and ``wait()`` returns once every file handed over is written.
///
/// A build from the command line has a writer of its own and waits for it before it ends; `puente serve`
/// keeps one for the session, so files are written in order and a rebuild never waits for them.
public final class StoreWriter: Sendable {
    private let queue = DispatchQueue(label: "puente.store-writer")
    private let group = DispatchGroup()

    /// A writer with nothing to write.
    public init() {}

    /// Writes the bytes `encode` makes, sealed for `purpose`, over `file`: on the writer's queue and in the
    /// background, or before returning when `background` is false.
    public func write(
        to file: URL, purpose: String, background: Bool, encode: @escaping @Sendable () -> [UInt8]
    ) {
        let work: @Sendable () -> Void = {
            FileReplacement.write(CacheAuthenticator.shared.seal(encode(), purpose: purpose), to: file)
        }
        if background { queue.async(group: group, execute: work) } else { queue.sync(execute: work) }
    }

    /// Waits until every file handed over in the background is written.
    public func wait() { group.wait() }
}
