import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT and SIGTERM into a clean stop: temporary folders are removed, and a swap of the output
/// folder that has started is allowed to finish first, so the output is never left half-replaced.
final class Interruption: @unchecked Sendable {
    /// The process-wide instance.
    static let shared = Interruption()

    private let lock = NSLock()
    private var cleanup: [URL] = []
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "puente.signals")

    private init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [unowned self] in self.stop(signal: signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// Remembers folders to delete if the process is interrupted.
    func register(cleanup urls: [URL]) {
        lock.withLock { cleanup = urls }
    }

    /// Forgets the folders: the work that needed them is over.
    func unregister() {
        lock.withLock { cleanup = [] }
    }

    /// Runs `body` with interruptions held back until it returns.
    func critical<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func stop(signal signalNumber: Int32) {
        lock.lock()
        for url in cleanup { try? FileManager.default.removeItem(at: url) }
        let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
        FileHandle.standardError.write(Data("puente: interrupted by \(name); the previous output is unchanged\n".utf8))
        exit(128 + signalNumber)
    }
}
