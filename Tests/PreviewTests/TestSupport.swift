import Foundation
import Testing

@testable import Preview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary folder holding a site root (`site/`) and a secret file beside it that must never be served.
final class TemporarySite: @unchecked Sendable {
    /// The parent folder; removed by `remove()`.
    let base: URL
    /// The served folder.
    let root: URL
    /// The contents of `secret.txt`, next to the root.
    static let secret = "TOP-SECRET-4f1c"

    init(rootName: String = "site") throws {
        base = FileManager.default.temporaryDirectory.appending(path: "puente-preview-\(UUID().uuidString)")
        root = base.appending(path: rootName)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Self.secret.write(to: base.appending(path: "secret.txt"), atomically: false, encoding: .utf8)
    }

    /// Writes a file under the root, creating folders as needed.
    func write(_ relativePath: String, _ text: String) throws {
        let url = root.appending(path: relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: base)
    }
}

/// A started server over a temporary site, stopped and removed by `close()`.
final class RunningServer: @unchecked Sendable {
    let site: TemporarySite
    let server: PreviewServer
    var port: UInt16 { server.port }

    init(
        site: TemporarySite, heartbeatInterval: Double = 15, onNetwork: Bool = false,
        configure: (PreviewServer) -> Void = { _ in }
    ) throws {
        self.site = site
        server =
            onNetwork
            ? PreviewServer(root: site.root, port: 0, onNetwork: true)
            : PreviewServer(root: site.root, port: 0, heartbeatInterval: heartbeatInterval)
        configure(server)
        try server.start()
    }

    func get(_ target: String, method: String = "GET", headers: [String] = []) throws -> RawResponse {
        try RawHTTP.request(port: port, method: method, target: target, headers: headers)
    }

    func close() {
        server.stop()
        site.remove()
    }
}

/// A parsed HTTP response as the raw client read it.
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
}

/// A minimal HTTP client on raw sockets, so the tests see exactly what the server sends.
enum RawHTTP {
    static func connect(port: UInt16) throws -> Int32 {
        #if os(Linux)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw TestFailure(description: "socket failed") }
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw TestFailure(description: "connect to 127.0.0.1:\(port) failed: \(reason)")
        }
        return descriptor
    }

    static func send(_ descriptor: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Reads until the server closes the connection (or the deadline passes).
    static func readToEnd(_ descriptor: Int32, timeout: Double = 15) -> [UInt8] {
        var data: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while let chunk = readChunk(descriptor, until: deadline), !chunk.isEmpty {
            data += chunk
        }
        return data
    }

    /// One `recv` after waiting for data; empty at end of stream, nil on timeout or error.
    static func readChunk(_ descriptor: Int32, until deadline: Date) -> [UInt8]? {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else { return nil }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, Int32(remaining * 1000))
        guard ready > 0 else { return ready < 0 && errno == EINTR ? [] : nil }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
        guard count >= 0 else { return errno == ECONNRESET ? [] : nil }
        return Array(buffer[0..<count])
    }

    static func request(
        port: UInt16, method: String = "GET", target: String, headers: [String] = [], timeout: Double = 15
    ) throws -> RawResponse {
        let head =
            "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n"
        return try exchange(port: port, raw: Array(head.utf8), timeout: timeout)
    }

    static func exchange(port: UInt16, raw: [UInt8], timeout: Double = 15) throws -> RawResponse {
        let descriptor = try connect(port: port)
        defer { close(descriptor) }
        send(descriptor, raw)
        return try parse(readToEnd(descriptor, timeout: timeout))
    }

    static func parse(_ bytes: [UInt8]) throws -> RawResponse {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else {
            throw TestFailure(description: "no complete response head in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else {
            throw TestFailure(description: "bad status line in \(head)")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return RawResponse(status: status, headers: headers, body: Array(bytes[end.upperBound...]))
    }
}

/// A raw client of the live-reload stream, reading events as they arrive.
final class EventStreamClient {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var consumed = 0
    private(set) var head = ""

    init(port: UInt16) throws {
        descriptor = try RawHTTP.connect(port: port)
        RawHTTP.send(
            descriptor,
            Array("GET /__puente/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8))
    }

    deinit { close(descriptor) }

    /// The text received so far (head included).
    var received: String { String(decoding: buffer, as: UTF8.self) }

    /// Reads until an event (or comment block) with `name` arrives after the ones already returned; its data.
    func next(_ name: String, timeout: Double = 10) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = takeEvent(named: name) { return found }
            guard let chunk = RawHTTP.readChunk(descriptor, until: deadline), !chunk.isEmpty else { return nil }
            buffer += chunk
        }
    }

    /// Whether the server closed the stream within `timeout`.
    func waitForClose(timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let chunk = RawHTTP.readChunk(descriptor, until: deadline) else { return false }
            if chunk.isEmpty { return true }
            buffer += chunk
        }
    }

    /// Parses complete blocks (`\n\n`-separated) after the response head, consuming up to the first match.
    private func takeEvent(named name: String) -> String? {
        let text = received
        guard let headEnd = text.range(of: "\r\n\r\n") else { return nil }
        head = String(text[..<headEnd.lowerBound])
        let blocks = text[headEnd.upperBound...].components(separatedBy: "\n\n").dropLast()  // last is incomplete
        for (index, block) in blocks.enumerated() where index >= consumed {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: true)
            let eventName =
                lines.first { $0.hasPrefix("event:") }.map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) }
                ?? (lines.first?.hasPrefix(":") == true ? ":" : "message")
            if eventName == name {
                consumed = index + 1
                return lines.filter { $0.hasPrefix("data:") }.map { $0.dropFirst(5).drop { $0 == " " } }
                    .joined(separator: "\n")
            }
        }
        return nil
    }
}

/// Polls `condition` every 10 ms until it holds or `timeout` passes.
func eventually(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}
