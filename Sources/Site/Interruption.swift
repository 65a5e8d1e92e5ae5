import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT and SIGTERM into a clean stop: the output folder is never left half-replaced, and the
/// temporary folders beside it are removed.
///
/// While files are being written, a signal is only noted; the writer stops, removes its folder and exits.
/// During the swap of the output folder the signal waits until the swap is done; afterwards it removes the
/// retired previous site. At any other moment it removes what is registered and exits at once.
final class Interruption: @unchecked Sendable {
    /// The process-wide instance.
    static let shared = Interruption()

    private let lock = NSLock()
    private var cleanup: [URL] = []
    private var writing = false
    private var pending: Int32?
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "puente.signals")

    private init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [unowned self] in self.received(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// Folders to delete if the process is interrupted now.
    func register(cleanup urls: [URL]) {
        lock.withLock { cleanup = urls }
    }

    /// Forgets the folders: the work that needed them is over.
    func unregister() {
        lock.withLock { cleanup = [] }
    }

    /// From now on a signal is only noted, for the writer to act on (see ``endWriting()``).
    func beginWriting() {
        lock.withLock { writing = true }
    }

    /// Whether a signal has arrived during writing.
    var isInterrupted: Bool { lock.withLock { pending != nil } }

    /// Ends writing; if a signal arrived meanwhile, removes the registered folders and exits.
    func endWriting() {
        lock.lock()
        writing = false
        if let signalNumber = pending { stop(signalNumber) }
        lock.unlock()
    }

    /// Runs `body` with interruptions held back until it returns; if it succeeds, `cleanup` becomes what an
    /// interruption removes from then on.
    func critical<T>(thenCleanUp cleanup: [URL], _ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let result = try body()
        self.cleanup = cleanup
        return result
    }

    private func received(_ signalNumber: Int32) {
        lock.lock()
        if writing {
            pending = signalNumber
            lock.unlock()
            return
        }
        stop(signalNumber)
    }

    /// Removes the registered folders and exits; called with the lock held.
    private func stop(_ signalNumber: Int32) {
        for url in cleanup { try? FileManager.default.removeItem(at: url) }
        let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
        FileHandle.standardError.write(
            Data("puente: interrupted by \(name); the output folder holds a complete site\n".utf8))
        exit(128 + signalNumber)
    }
}
