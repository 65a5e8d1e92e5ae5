import Dispatch
import Foundation
import SafeSVG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves a built site on 127.0.0.1 for `puente serve`, reloading open pages after each build and showing
/// the problems of a failed one over them.
///
/// Every connection is handled on its own thread and closed after one response, except the live-reload
/// stream (`/__puente/events`), which the server keeps open and writes build events to. Paths are
/// resolved against `root` on every request, because each build replaces the folder by renaming. A running
/// server keeps itself alive (its accept thread holds it) until `stop()`.
///
/// ```swift
/// let server = PreviewServer(root: outputFolder, port: 8080)
/// try server.start()
/// print("http://127.0.0.1:\(server.port)/")
/// server.publish(.ok)  // after each successful build
/// ```
public final class PreviewServer: @unchecked Sendable {
    /// The folder served, normally the site's `Output/`.
    public let root: URL

    /// How long a client may take to send its request head, in seconds.
    var requestTimeout: Double = 5
    /// How long one send to a client may block, in seconds.
    var sendTimeout: Double = 10
    /// The most connections served at once; more are answered 503.
    var maximumConnections = 64
    /// The most live-reload streams open at once; more are answered 503 (browsers retry).
    var maximumStreams = 32
    /// How long a request waits for the root folder to reappear while a build swaps it, in seconds.
    var rootSwapGrace: Double = 0.25

    private let requestedPort: UInt16
    private let hub: LiveReloadHub
    private let lock = NSLock()

    // Guarded by `lock`.
    private var phase = Phase.idle
    private var listener: Int32 = -1
    private var boundPort: UInt16 = 0
    private var wakeReader: Int32 = -1
    private var wakeWriter: Int32 = -1
    private var acceptLoopFinished: DispatchSemaphore?
    private var connections: Set<Int32> = []

    private enum Phase { case idle, running, stopped }

    /// Whether the server listens on every network interface (`serve --host 0.0.0.0`), not only loopback.
    public let onNetwork: Bool

    /// Creates a server for the files under `root`; `port` 0 lets the system pick a free port. With
    /// `onNetwork`, it listens on every interface, so a phone on the same network can open the preview; it then
    /// also answers requests addressed to an IP address (never to another name, so DNS rebinding stays shut).
    public init(root: URL, port: UInt16 = 0, onNetwork: Bool = false) {
        self.root = root.standardizedFileURL
        self.requestedPort = port
        self.onNetwork = onNetwork
        self.hub = LiveReloadHub()
    }

    /// Creates a server with a shorter live-reload heartbeat (for tests).
    init(root: URL, port: UInt16 = 0, heartbeatInterval: Double) {
        self.root = root.standardizedFileURL
        self.requestedPort = port
        self.onNetwork = false
        self.hub = LiveReloadHub(heartbeatInterval: heartbeatInterval)
    }

    /// The port the server listens on: the requested one, or the one the system picked; 0 before `start()`.
    public var port: UInt16 {
        lock.lock()
        defer { lock.unlock() }
        return boundPort
    }

    /// Binds 127.0.0.1 and starts accepting connections; returns once the server is listening.
    ///
    /// Throws `PreviewError.portInUse` when another process holds the port.
    public func start() throws(PreviewError) {
        lock.lock()
        defer { lock.unlock() }
        guard phase == .idle else { throw .alreadyStarted }
        let descriptor = Socket.makeStreamSocket()
        guard descriptor >= 0 else { throw .socket(operation: "socket", reason: Self.errorText(errno)) }
        // Lets a restarted server take its port back from connections lingering in TIME_WAIT; on Linux and
        // Darwin it does not let two servers listen on the same port.
        Socket.setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        // 127.0.0.1 unless the author asked for the network in so many words.
        address.sin_addr = in_addr(s_addr: onNetwork ? 0 : UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound != 0 {
            let code = errno
            close(descriptor)
            switch code {
            case EADDRINUSE: throw .portInUse(port: requestedPort)
            case EACCES, EPERM: throw .portNotPermitted(port: requestedPort)
            default: throw .socket(operation: "bind 127.0.0.1:\(requestedPort)", reason: Self.errorText(code))
            }
        }
        guard listen(descriptor, 128) == 0 else {
            let code = errno
            close(descriptor)
            throw .socket(operation: "listen", reason: Self.errorText(code))
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw .socket(operation: "getsockname", reason: Self.errorText(code))
        }
        var wake: [Int32] = [-1, -1]
        guard pipe(&wake) == 0 else {
            let code = errno
            close(descriptor)
            throw .socket(operation: "pipe", reason: Self.errorText(code))
        }
        _ = fcntl(wake[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(wake[1], F_SETFD, FD_CLOEXEC)

        listener = descriptor
        boundPort = UInt16(bigEndian: actual.sin_port)
        wakeReader = wake[0]
        wakeWriter = wake[1]
        phase = .running
        hub.start()
        let finished = DispatchSemaphore(value: 0)
        acceptLoopFinished = finished
        let wakeReader = wake[0]
        let thread = Thread { [self] in
            acceptLoop(listener: descriptor, wake: wakeReader)
            finished.signal()
        }
        thread.name = "puente-preview-accept"
        thread.start()
    }

    /// Stops listening and closes every open connection, including the live-reload streams. Calling it
    /// again, or before `start()`, does nothing.
    public func stop() {
        lock.lock()
        guard phase == .running, let finished = acceptLoopFinished else {
            phase = .stopped
            lock.unlock()
            return
        }
        phase = .stopped
        // Wakes every connection thread blocked in a read or write; each closes its own socket.
        for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
        let (listening, reader, writer) = (listener, wakeReader, wakeWriter)
        lock.unlock()

        var byte: UInt8 = 1
        _ = write(writer, &byte, 1)
        finished.wait()
        close(listening)
        close(reader)
        close(writer)
        hub.stop()
    }

    /// Tells every open page about the latest build: `.ok` reloads them, `.failed` shows the problems over
    /// them. The server remembers the state, so pages opened later also show the problems.
    public func publish(_ state: PreviewState) {
        hub.publish(state)
    }

    /// The number of open live-reload streams (for tests).
    var liveReloadClientCount: Int { hub.clientCount }

    // MARK: - Connections

    /// Accepts connections until `stop()` writes to the wake pipe.
    private func acceptLoop(listener: Int32, wake: Int32) {
        while true {
            var entries = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&entries, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if entries[1].revents != 0 { return }
            guard entries[0].revents & Int16(POLLIN) != 0 else {
                if entries[0].revents & Int16(POLLERR | POLLNVAL) != 0 { return }
                continue
            }
            let client = Socket.accept(listener)
            if client < 0 {
                // Out of descriptors or memory: back off instead of spinning; other failures concern only
                // the one connection.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(50_000) }
                continue
            }
            Socket.configureConnection(client, sendTimeout: sendTimeout)
            switch admit(client) {
            case .admitted:
                break
            case .full:
                _ = Socket.sendAll(client, HTTPResponse.text(503, "Too many connections").serialized(includeBody: true))
                close(client)
                continue
            case .stopping:
                // Accepted just as the server stops: closed like the connections `stop()` closes, with no answer.
                close(client)
                continue
            }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    /// Whether a new connection is served.
    private enum Admission { case admitted, full, stopping }

    /// Registers a connection so `stop()` can close it, unless the server is stopping or at its limit.
    private func admit(_ connection: Int32) -> Admission {
        lock.lock()
        defer { lock.unlock() }
        guard phase == .running else { return .stopping }
        guard connections.count < maximumConnections else { return .full }
        connections.insert(connection)
        return .admitted
    }

    /// Removes a connection from the registry; returns whether it was there.
    @discardableResult
    private func release(_ connection: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return connections.remove(connection) != nil
    }

    /// Reads one request from a connection, answers it, and closes the connection (or hands it to the
    /// live-reload hub).
    private func serve(_ connection: Int32) {
        var handedOver = false
        defer {
            if !handedOver {
                Socket.lingeringClose(connection, timeout: 1)
                release(connection)
                close(connection)
            }
        }
        guard let request = readRequest(connection) else { return }
        let isHead = request.method == "HEAD"
        switch reply(to: request) {
        case .response(let response):
            _ = Socket.sendAll(connection, response.serialized(includeBody: !isHead))
        case .stream:
            // The hub owns the socket from here on; `stop()` reaches it through the hub.
            release(connection)
            handedOver = true
            hub.add(connection)
        }
    }

    /// Reads and parses a request head; answers 400 or 408 itself and returns nil when there is none.
    private func readRequest(_ connection: Int32) -> HTTPRequest? {
        var buffer: [UInt8] = []
        let deadline = Clock.now + requestTimeout
        var searched = 0
        while true {
            if let length = HTTPRequest.headLength(in: buffer, from: searched - 3) {
                guard length <= HTTPRequest.maximumHeadSize else { break }
                let head = buffer[0..<length]
                switch Result(catching: { () throws(HTTPRequest.ParseError) in try HTTPRequest.parse(head) }) {
                case .success(let request):
                    return request
                case .failure(.malformed(let reason)):
                    send(HTTPResponse.text(400, "Bad request: \(reason)"), to: connection)
                    return nil
                }
            }
            if buffer.count > HTTPRequest.maximumHeadSize { break }
            searched = buffer.count
            let remaining = deadline - Clock.now
            guard remaining > 0 else {
                send(HTTPResponse.text(408, "Request timeout"), to: connection)
                return nil
            }
            let limit = HTTPRequest.maximumHeadSize + 4 - buffer.count
            switch Socket.read(connection, into: &buffer, limit: limit, timeout: remaining) {
            case .data: continue
            case .timedOut:
                send(HTTPResponse.text(408, "Request timeout"), to: connection)
                return nil
            case .closed, .failed:
                return nil
            }
        }
        send(HTTPResponse.text(400, "Bad request: the request head is larger than 16 KB"), to: connection)
        return nil
    }

    /// Sends a whole response, ignoring a client that is gone.
    private func send(_ response: HTTPResponse, to connection: Int32) {
        _ = Socket.sendAll(connection, response.serialized(includeBody: true))
    }

    // MARK: - Routing

    /// What to do with a request.
    enum Reply {
        /// Send this response and close.
        case response(HTTPResponse)
        /// Keep the connection open as a live-reload stream.
        case stream
    }

    /// The reply to a parsed request.
    func reply(to request: HTTPRequest) -> Reply {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .response(HTTPResponse.text(405, "Method not allowed", headers: [("Allow", "GET, HEAD")]))
        }
        let hosts = request.headers.filter { $0.name == "host" }
        // RFC 9112: a request with more than one Host, or a malformed one, is answered 400.
        if hosts.count > 1 {
            return .response(HTTPResponse.text(400, "Bad request: more than one Host header"))
        }
        if let host = hosts.first?.value, !Self.isWellFormedHost(host) {
            return .response(HTTPResponse.text(400, "Bad request: malformed Host header"))
        }
        if let host = request.header("host"), !Self.isLoopbackHost(host), !(onNetwork && Self.isIPv4Address(host)) {
            // A page of another site that resolved its own name to 127.0.0.1 (DNS rebinding) must not read the
            // preview.
            return .response(HTTPResponse.text(403, "Forbidden: the preview only answers to 127.0.0.1 and localhost"))
        }
        let path: SitePath
        do {
            path = try SitePath.parse(target: request.target)
        } catch .malformed(let reason) {
            return .response(HTTPResponse.text(400, "Bad request: \(reason)"))
        } catch {
            return .response(notFound())
        }
        let joined = "/" + path.relativePath
        if joined == LiveReloadScript.path, !path.hasTrailingSlash {
            return .response(
                HTTPResponse(
                    status: 200, headers: [("Content-Type", MIMEType.forPath("live.js"))],
                    body: Array(LiveReloadScript.source.utf8)))
        }
        if joined == LiveReloadScript.eventsPath, !path.hasTrailingSlash {
            if request.method == "HEAD" {
                return .response(HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream")]))
            }
            // Each stream holds a descriptor for as long as the page is open: a cap keeps a runaway page
            // (or a script opening streams in a loop) from taking the descriptors a rebuild needs.
            guard hub.clientCount < maximumStreams else {
                return .response(
                    HTTPResponse.text(503, "Too many live-reload streams", headers: [("Retry-After", "5")]))
            }
            return .stream
        }
        // Hidden files (Puente's `.puente-output` manifest, a `.git` folder of a gh-pages worktree) are never
        // served, as no static host would publish them.
        if path.segments.contains(where: { $0.hasPrefix(".") }) {
            return .response(notFound())
        }
        switch resolve(path) {
        case .file(let file):
            guard let response = fileResponse(file, status: 200) else { return .response(notFound()) }
            return .response(response)
        case .redirect(let location):
            return .response(
                HTTPResponse.text(301, "Moved to \(location)", headers: [("Location", location)]))
        case .notFound:
            return .response(notFound())
        }
    }

    /// Resolves a path, waiting briefly when the root folder is missing because a build is swapping it.
    private func resolve(_ path: SitePath) -> SitePath.Resolution {
        let deadline = Clock.now + rootSwapGrace
        while true {
            let resolution = path.resolve(in: root.path)
            if resolution != .notFound || SitePath.status(root.path) != nil || Clock.now >= deadline {
                return resolution
            }
            usleep(10_000)
        }
    }

    /// The site's `404.html` with status 404, or a short plain-text 404 when the site has none.
    private func notFound() -> HTTPResponse {
        let page = SitePath(segments: ["404.html"], hasTrailingSlash: false, query: nil)
        if case .file(let file) = page.resolve(in: root.path), let response = fileResponse(file, status: 404) {
            return response
        }
        return HTTPResponse.text(404, "Not found")
    }

    /// A file's bytes with the type its extension implies, the live-reload script added to HTML; nil when
    /// the file cannot be read.
    private func fileResponse(_ path: String, status: Int) -> HTTPResponse? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let contentType = MIMEType.forPath(path)
        var body = [UInt8](data)
        if MIMEType.isHTML(contentType) { body = LiveReloadScript.inject(into: body) }
        var headers = [("Content-Type", contentType)]
        // An SVG opened on its own is a document of the site's origin: it may draw, never run or fetch.
        if contentType.hasPrefix("image/svg+xml") {
            headers.append(("Content-Security-Policy", SVGInspection.contentSecurityPolicy))
        }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// Whether a `Host` value has the form RFC 9110 allows: a name or IPv4 address, or an IPv6 address in
    /// brackets, then optionally `:` and a port; no user information (`a@b`), spaces or other characters.
    static func isWellFormedHost(_ host: String) -> Bool {
        var rest = Substring(host)
        if rest.hasPrefix("[") {
            guard let end = rest.firstIndex(of: "]") else { return false }
            let address = rest[rest.index(after: rest.startIndex)..<end]
            guard !address.isEmpty, address.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return false
            }
            rest = rest[rest.index(after: end)...]
        } else {
            let name = rest.prefix { $0 != ":" }
            guard !name.isEmpty,
                name.unicodeScalars.allSatisfy({
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
                })
            else { return false }
            rest = rest.dropFirst(name.count)
        }
        if rest.isEmpty { return true }
        guard rest.first == ":" else { return false }
        let port = rest.dropFirst()
        return port.count <= 5 && port.allSatisfy { ("0"..."9").contains($0) }
    }

    /// Whether a `Host` header names this machine's loopback interface (any port).
    static func isLoopbackHost(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            guard let end = name.firstIndex(of: "]") else { return false }
            name = String(name[name.index(after: name.startIndex)..<end])
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        if name.hasSuffix(".") { name.removeLast() }
        return name == "localhost" || name.hasSuffix(".localhost") || name == "127.0.0.1" || name == "::1"
    }

    /// Whether a `Host` header is an IPv4 address literal (any port): `192.168.1.20:8080`.
    static func isIPv4Address(_ host: String) -> Bool {
        let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? host
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                (1...3).contains(part.count) && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    && Int(part).map { $0 <= 255 } == true
            }
    }

    /// The C library's text for an `errno` value.
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
