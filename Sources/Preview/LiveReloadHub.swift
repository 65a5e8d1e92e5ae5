import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The open live-reload streams and the latest build state; all its work runs on one serial queue.
///
/// A stream needs no thread of its own: after the response head, the hub only writes small events to it
/// (with a short send timeout: a client too slow to take one is dropped, and its browser reconnects), and a
/// read source on the socket notices when the browser closes it. Sockets handed to the hub are closed by
/// the hub.
final class LiveReloadHub: @unchecked Sendable {
    private let queue = DispatchQueue(label: "puente.preview.live-reload")
    private let heartbeatInterval: Double
    /// Identifies this server run, so a page reconnecting to a restarted server reloads.
    private let instance = String(UUID().uuidString.prefix(8)).lowercased()

    // Only touched on `queue`.
    private var clients: [Int32: DispatchSourceRead] = [:]
    private var state: PreviewState = .ok
    private var generation = 0
    private var heartbeatTimer: DispatchSourceTimer?
    private var stopped = false

    /// How long a write to one stream may block the hub before that client is dropped.
    static let sendTimeout = 2.0

    /// Creates a hub that sends a heartbeat comment every `heartbeatInterval` seconds.
    init(heartbeatInterval: Double = 15) {
        self.heartbeatInterval = heartbeatInterval
    }

    /// The build the pages should show: changes with every successful build.
    private var version: String { "\(instance)-\(generation)" }

    /// Starts the heartbeat.
    func start() {
        queue.sync {
            guard heartbeatTimer == nil, !stopped else { return }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + heartbeatInterval, repeating: heartbeatInterval, leeway: .seconds(1))
            timer.setEventHandler { [weak self] in self?.broadcast(ServerSentEvents.heartbeat) }
            timer.resume()
            heartbeatTimer = timer
        }
    }

    /// The number of open streams (for tests).
    var clientCount: Int { queue.sync { clients.count } }

    /// The latest published state.
    var currentState: PreviewState { queue.sync { state } }

    /// Takes over a connection whose request asked for the stream: sends the response head, the build
    /// version and, while the last build failed, its problems.
    func add(_ descriptor: Int32) {
        queue.async { [self] in
            guard !stopped else {
                close(descriptor)
                return
            }
            Socket.configureConnection(descriptor, sendTimeout: Self.sendTimeout)
            var opening = ServerSentEvents.responseHead + ServerSentEvents.retryField
            opening += ServerSentEvents.hello(version: version)
            if case .failed(let problems) = state { opening += ServerSentEvents.problems(problems) }
            guard Socket.sendAll(descriptor, opening) else {
                close(descriptor)
                return
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [weak self] in self?.drain(descriptor) }
            source.setCancelHandler { close(descriptor) }
            clients[descriptor] = source
            source.resume()
        }
    }

    /// Records the state and tells every open page: `reload` for `.ok`, `problems` for `.failed`.
    func publish(_ newState: PreviewState) {
        queue.async { [self] in
            state = newState
            switch newState {
            case .ok:
                generation += 1
                broadcast(ServerSentEvents.reload)
            case .failed(let problems):
                broadcast(ServerSentEvents.problems(problems))
            }
        }
    }

    /// Closes every stream and stops the heartbeat; later connections are closed at once.
    func stop() {
        queue.sync {
            stopped = true
            heartbeatTimer?.cancel()
            heartbeatTimer = nil
            for descriptor in Array(clients.keys) { remove(descriptor) }
        }
    }

    /// Sends bytes to every stream, dropping the ones that fail. On `queue`.
    private func broadcast(_ bytes: [UInt8]) {
        for descriptor in Array(clients.keys) where !Socket.sendAll(descriptor, bytes) {
            remove(descriptor)
        }
    }

    /// Reads what a client sent (browsers send nothing after the request) to notice when it closes. On `queue`.
    private func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, Int32(MSG_DONTWAIT)) }
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR && errno != EWOULDBLOCK) {
            remove(descriptor)
        }
    }

    /// Forgets a stream; its read source's cancel handler closes the socket. On `queue`.
    private func remove(_ descriptor: Int32) {
        guard let source = clients.removeValue(forKey: descriptor) else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
        source.cancel()
    }
}
