import CodeBlocks
import Content
import Foundation
import Incremental
import Search

/// What one `puente serve` session keeps from build to build, so a rebuild re-does only the work an edit
/// touched: every item stage's results (``StageMemo``), the persistent memos opened once, each language's
/// counted search sections, the highlight cache, and what the last build wrote.
///
/// It knows no stage's inputs or rules: results are reused by ``StageRunner`` from the inputs the stages
/// declare, so a rebuild with a session is byte-identical to a clean build (`IncrementalBuildTests`).
public final class BuildSession: @unchecked Sendable {
    /// Every item stage's results from earlier builds.
    public let stages = StageMemo()
    /// Writes the session's store files, in order, in the background (``BuildStores``).
    public let writer = StoreWriter()

    private let lock = NSLock()
    private var written: PreviousOutput?
    private var highlights: (file: URL, cache: HighlightCache)?
    private var searchStores: [String: SearchStore] = [:]
    private var stores: [String: AnyObject] = [:]

    /// Creates an empty session: its first build does all the work.
    public init() {}

    /// The files the last successful build wrote, the manifest it left in the folder, and what the writer
    /// learnt of the folders.
    struct PreviousOutput {
        var files: [String: [UInt8]]
        var manifest: OutputManifest
        var memory: OutputWriter.Memory?
    }

    /// The runner of this session's item stages.
    var runner: StageRunner { StageRunner(memo: stages) }

    /// The ``PersistentMemo`` `name`, opened once per session (see ``BuildStores``), so `serve` reads its file on
    /// the first build only.
    func store<Output: MemoCodable>(_ name: String, version: Int, siteRoot: URL) -> PersistentMemo<Output> {
        lock.withLock {
            if let store = stores[name] as? PersistentMemo<Output> { return store }
            let store = PersistentMemo<Output>(
                folder: BuildStores.folder(siteRoot: siteRoot), name: name, version: version)
            stores[name] = store
            return store
        }
    }

    /// One language's counted search sections, kept between builds: read from `folder` on the first build
    /// (none: in memory only).
    func searchStore(_ language: String, folder: URL?) -> SearchStore {
        lock.withLock {
            if let store = searchStores[language] { return store }
            let store = folder.map { SearchStore(folder: $0, language: language) } ?? SearchStore(language: language)
            searchStores[language] = store
            return store
        }
    }

    /// One highlight cache for the whole session, so blocks reused from the memo stay in the saved cache.
    func highlightCache(file: URL) -> HighlightCache {
        lock.withLock {
            if let highlights, highlights.file == file { return highlights.cache }
            let cache = HighlightCache(file: file)
            highlights = (file, cache)
            return cache
        }
    }

    /// What the last successful build wrote, taken: the folder may no longer hold it after this build.
    func takePreviousOutput() -> PreviousOutput? {
        lock.withLock {
            defer { written = nil }
            return written
        }
    }

    /// Remembers what was written, and what the writer learnt of the folders.
    func wrote(_ files: [String: [UInt8]], manifest: OutputManifest, memory: OutputWriter.Memory? = nil) {
        lock.withLock { written = PreviousOutput(files: files, manifest: manifest, memory: memory) }
    }

    /// Ends a successful build: entries for articles that are gone are dropped.
    func endBuild() {
        stages.endBuild()
    }
}
