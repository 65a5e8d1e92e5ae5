import Dispatch
import Foundation

/// Watches folders recursively and reports changed files, one debounced callback per burst of changes.
///
/// On Linux it uses inotify, adding watches for folders created later; elsewhere, when inotify is
/// unavailable, or with `forcePolling`, it compares snapshots (path → size, modification time) every
/// `pollInterval`. Editor temporary files (`foo~`, `.foo.swp`, `.foo.swx`, `.#foo`, Vim's `4913`) and other
/// hidden files (such as the `.dat.nosync…` files of Foundation's atomic writes) are ignored. Callbacks never
/// overlap: changes that arrive while one runs are delivered in the next.
public final class FileWatcher: @unchecked Sendable {
    /// How the watcher learns about changes.
    enum Mechanism: Equatable, Sendable {
        /// Kernel notifications (Linux).
        case inotify
        /// Periodic snapshots.
        case polling
    }

    /// How long the folders must stay quiet before changes are reported, in seconds.
    var quietPeriod: Double = 0.1
    /// The longest changes wait while writes keep coming, in seconds.
    var maximumDelay: Double = 1

    private let roots: [String]
    private let pollInterval: TimeInterval
    private let forcePolling: Bool
    private let onChange: @Sendable ([String]) -> Void
    private let queue = DispatchQueue(label: "puente.preview.watcher")
    private let callbackQueue = DispatchQueue(label: "puente.preview.watcher.callback")

    // Only touched on `queue`.
    private var backend: (any WatchBackend)?
    private var activeMechanism: Mechanism?
    private var started = false
    private var stopped = false
    private var pending: Set<String> = []
    private var firstPendingAt: Double?
    private var flush: DispatchWorkItem?
    private var delivering = false

    /// Creates a watcher for the folders at `paths`; `onChange` receives the changed paths (absolute,
    /// sorted) on a background queue.
    public init(
        paths: [URL], pollInterval: TimeInterval = 0.3, forcePolling: Bool = false,
        onChange: @escaping @Sendable ([String]) -> Void
    ) {
        self.roots = paths.map { url in
            let path = url.standardizedFileURL.path
            return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        self.pollInterval = max(pollInterval, 0.01)
        self.forcePolling = forcePolling
        self.onChange = onChange
    }

    /// The mechanism in use after `start()` (for tests).
    var mechanism: Mechanism? { queue.sync { activeMechanism } }

    /// Starts watching; throws `PreviewError.watch` when a path is missing or not a folder.
    public func start() throws(PreviewError) {
        let result = queue.sync { Result { () throws(PreviewError) in try startOnQueue() } }
        try result.get()
    }

    /// Checks the roots and starts a backend. On `queue`.
    private func startOnQueue() throws(PreviewError) {
        guard !started else { throw PreviewError.alreadyStarted }
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw .watch(path: root, reason: "no such folder")
            }
            guard isDirectory.boolValue else { throw .watch(path: root, reason: "not a folder") }
        }
        started = true
        let report: @Sendable ([String]) -> Void = { [weak self] paths in self?.note(paths) }
        #if os(Linux)
            if !forcePolling {
                let inotify = InotifyBackend(roots: roots, report: report)
                if (try? inotify.start()) != nil {
                    backend = inotify
                    activeMechanism = .inotify
                    return
                }
            }
        #endif
        let polling = PollingBackend(roots: roots, interval: pollInterval, report: report)
        polling.start()
        backend = polling
        activeMechanism = .polling
    }

    /// Stops watching; pending changes are dropped and no callback starts afterwards. Calling it again does
    /// nothing.
    public func stop() {
        let backend = queue.sync { () -> (any WatchBackend)? in
            stopped = true
            flush?.cancel()
            flush = nil
            pending.removeAll()
            defer { self.backend = nil }
            return self.backend
        }
        backend?.stop()
    }

    /// Whether a file name is one of the temporary files editors write while saving.
    static func isEditorTemporary(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasPrefix(".#")
            || name == "4913"
    }

    /// Records changed paths from a backend and (re)starts the quiet period.
    private func note(_ paths: [String]) {
        let relevant = paths.filter { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return !name.hasPrefix(".") && !Self.isEditorTemporary(name)
        }
        guard !relevant.isEmpty else { return }
        queue.async { [self] in
            guard !stopped else { return }
            pending.formUnion(relevant)
            let now = Clock.now
            let first = firstPendingAt ?? now
            firstPendingAt = first
            scheduleFlush(after: min(quietPeriod, max(0, first + maximumDelay - now)))
        }
    }

    /// Schedules delivery of the pending changes, replacing an earlier schedule. On `queue`.
    private func scheduleFlush(after delay: Double) {
        flush?.cancel()
        let item = DispatchWorkItem { [weak self] in self?.deliver() }
        flush = item
        queue.asyncAfter(deadline: .now() + delay, execute: item)
    }

    /// Hands the pending changes to `onChange`, unless a callback is still running. On `queue`.
    private func deliver() {
        flush = nil
        guard !stopped, !delivering, !pending.isEmpty else { return }
        let paths = pending.sorted()
        pending.removeAll()
        firstPendingAt = nil
        delivering = true
        let onChange = onChange
        callbackQueue.async { [self] in
            if !queue.sync(execute: { stopped }) { onChange(paths) }
            queue.async { [self] in
                delivering = false
                if !pending.isEmpty, flush == nil { scheduleFlush(after: 0) }
            }
        }
    }
}

/// A source of change notifications for `FileWatcher`.
protocol WatchBackend: AnyObject, Sendable {
    /// Stops reporting and releases the backend's resources.
    func stop()
}
