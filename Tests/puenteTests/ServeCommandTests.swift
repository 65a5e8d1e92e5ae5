import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `puente serve` as an author uses it: it serves the built site, reloads open pages after an edit, shows a
/// broken build's errors with their location, and stops cleanly on Ctrl-C.
@Suite(.tags(.slow)) struct ServeCommandTests {
    /// A running `puente serve` whose standard output is collected.
    final class Server: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var output = ""

        init(site: URL) throws {
            process.executableURL = CommandLineTests.binary
            process.arguments = ["serve", "--site", site.path, "--port", "0"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                self?.lock.withLock { self?.output += text }
            }
            try process.run()
        }

        var text: String { lock.withLock { output } }

        /// Waits until the output contains `needle`.
        func waitFor(_ needle: String, seconds: Double = 60) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if text.contains(needle) { return true }
                usleep(50_000)
            }
            return false
        }

        /// The port from "serving http://127.0.0.1:<port>/".
        var port: Int? {
            guard let range = text.range(of: "http://127.0.0.1:") else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
    }

    /// A plain HTTP/1.1 GET over a socket: the status line, and the rest of the response.
    static func get(_ path: String, port: Int) throws -> (status: String, body: String) {
        let (status, body) = try exchange(path, port: port, until: nil)
        return (status, body)
    }

    /// Sends a GET and reads until the connection closes, or until `until` appears, or 30 s pass.
    static func exchange(_ path: String, port: Int, until: String?, afterConnecting: (() throws -> Void)? = nil) throws
        -> (String, String)
    {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var acted = false
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            if !acted, text.contains("event: hello") {
                acted = true
                try afterConnecting?()
            }
            if let until, text.contains(until) { break }
        }
        let text = String(decoding: received, as: UTF8.self)
        let statusLine = text.components(separatedBy: "\r\n").first ?? ""
        return (statusLine, text)
    }

    @Test func servesReloadsShowsErrorsAndStopsOnControlC() throws {
        let site = try CommandLineTests.site("valid-basic")
        let server = try Server(site: site)
        defer { if server.process.isRunning { server.process.terminate() } }
        try #require(server.waitFor("serving http://127.0.0.1:"), "\(server.text)")
        let port = try #require(server.port)

        // The built site, with the live-reload script added to pages.
        let page = try Self.get("/es/hola/", port: port)
        #expect(page.status == "HTTP/1.1 200 OK")
        #expect(page.body.contains("<script type=\"module\" src=\"/__puente/live.js\"></script>"))
        let missing = try Self.get("/no/such/page/", port: port)
        #expect(missing.status == "HTTP/1.1 404 Not Found", "\(missing.body.prefix(300))")
        #expect(try Self.get("/../Content/site.yml", port: port).status.contains("200") == false)

        // An edit: open pages get a reload event, and the page shows the new text.
        let article = site.appending(path: "Content/es/otro.md")
        let original = try String(contentsOf: article, encoding: .utf8)
        let (_, events) = try Self.exchange("/__puente/events", port: port, until: "event: reload") {
            try (original + "\nUna frase recién añadida.\n").write(to: article, atomically: true, encoding: .utf8)
        }
        #expect(events.contains("event: reload"))
        #expect(server.waitFor("changed: Content/es/otro.md"), "\(server.text)")
        #expect(try Self.get("/es/otro/", port: port).body.contains("Una frase recién añadida."))

        // A broken link: the page overlay gets the error with its file, line and column.
        let (_, problems) = try Self.exchange("/__puente/events", port: port, until: "\"severity\"") {
            try (original + "\n[roto](no-existe.md)\n").write(to: article, atomically: true, encoding: .utf8)
        }
        #expect(problems.contains("event: problems"))
        #expect(problems.contains("\"file\":\"Content/es/otro.md\""))
        #expect(problems.contains("no-existe.md"))
        #expect(server.waitFor("build failed: 1 error(s)"))
        // The last good site is still served while the error stands.
        #expect(try Self.get("/es/otro/", port: port).body.contains("Una frase recién añadida."))

        // Fixed: pages reload, which clears the overlay.
        let (_, fixed) = try Self.exchange("/__puente/events", port: port, until: "event: reload") {
            try original.write(to: article, atomically: true, encoding: .utf8)
        }
        #expect(fixed.contains("event: reload"))

        // Ctrl-C: the process ends, and the output folder holds a complete site.
        kill(server.process.processIdentifier, SIGINT)
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 128 + SIGINT)
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "Output/es/otro/index.html").path))
        // No temporary folder is left; the previous site stays as the spare the next update refreshes.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
            $0.hasPrefix(".Output") && $0 != ".Output.spare"
        }
        #expect(leftovers.isEmpty)
    }
}
