import Foundation
import Testing

@testable import Preview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("PreviewServer", .timeLimit(.minutes(1)))
struct PreviewServerTests {
    @Test("traversal attempts never reach a file outside the root")
    func traversalIsRefused() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>home</body></html>")
        try site.write("a/b/page.html", "<html><body>page</body></html>")
        let secret = site.base.appending(path: "secret.txt").path
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "link.txt").path, withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "outside").path, withDestinationPath: site.base.path)
        let running = try RunningServer(site: site)
        defer { running.close() }

        let attempts = [
            "/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/a/%2e%2e/%2e%2e/secret.txt",
            "/%2E%2E%5Csecret.txt", "/..\\secret.txt", "//etc/passwd", "/link.txt", "/outside/secret.txt",
            "/a/b/../../../secret.txt", "/a/..%2F..%2Fsecret.txt", "/%2F..%2Fsecret.txt", "/.%2e/secret.txt",
            "http://127.0.0.1/../secret.txt", "/%252e%252e/secret.txt", "/a/%5c..%5c..%5csecret.txt",
        ]
        for target in attempts {
            let response = try running.get(target)
            #expect([400, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains(TemporarySite.secret), "\(target) leaked the secret")
            #expect(!response.text.contains("root:x:0:0"), "\(target) leaked /etc/passwd")
        }
        // The same files are served through legitimate paths.
        #expect(try running.get("/a/b/page.html").status == 200)
        #expect(try running.get("/a/b/../b/./page.html").status == 404)  // `..` is refused even inside the root
    }

    @Test("content types follow the extension; every response has nosniff and no-store")
    func contentTypes() throws {
        let site = try TemporarySite()
        let expected = [
            "page.html": "text/html; charset=utf-8", "style.css": "text/css; charset=utf-8",
            "app.js": "text/javascript; charset=utf-8", "mod.mjs": "text/javascript; charset=utf-8",
            "image.svg": "image/svg+xml", "data.json": "application/json", "font.woff2": "font/woff2",
            "feed.xml": "application/xml", "photo.JPG": "image/jpeg", "blob.unknownext": "application/octet-stream",
            "README": "application/octet-stream",
        ]
        for name in expected.keys { try site.write(name, "x") }
        let running = try RunningServer(site: site)
        defer { running.close() }
        for (name, type) in expected {
            let response = try running.get("/" + name)
            #expect(response.status == 200, "\(name)")
            #expect(response.header("Content-Type") == type, "\(name)")
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            #expect(response.header("Cache-Control") == "no-store")
            #expect(response.header("Connection") == "close")
            // An SVG opened on its own may draw, never run or fetch: it carries its own policy.
            #expect(
                response.header("Content-Security-Policy")
                    == (name.hasSuffix(".svg")
                        ? "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox" : nil),
                "\(name)")
        }
    }

    @Test("HEAD sends the GET headers, Content-Length included, without a body")
    func head() throws {
        let site = try TemporarySite()
        try site.write("style.css", "body { color: red; }\n")
        try site.write("index.html", "<html><body>home</body></html>")
        let running = try RunningServer(site: site)
        defer { running.close() }
        let head = try running.get("/style.css", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "21")
        #expect(head.header("Content-Type") == "text/css; charset=utf-8")
        #expect(head.body.isEmpty)
        let get = try running.get("/", method: "GET")
        let headOfPage = try running.get("/", method: "HEAD")
        #expect(headOfPage.header("Content-Length") == String(get.body.count))
        #expect(headOfPage.body.isEmpty)
        let missing = try running.get("/missing", method: "HEAD")
        #expect(missing.status == 404)
        #expect(missing.body.isEmpty)
    }

    @Test("a missing file gets the site's 404.html with status 404, or plain text without one")
    func notFound() throws {
        let site = try TemporarySite()
        try site.write("404.html", "<!doctype html><html><body><h1>Página no encontrada</h1></body></html>")
        let running = try RunningServer(site: site)
        defer { running.close() }
        let response = try running.get("/no/such/page.html")
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.text.contains("Página no encontrada"))
        #expect(response.text.contains(LiveReloadScript.tag))

        let bare = try RunningServer(site: TemporarySite())
        defer { bare.close() }
        let plain = try bare.get("/nothing")
        #expect(plain.status == 404)
        #expect(plain.header("Content-Type") == "text/plain; charset=utf-8")
    }

    @Test("a folder without trailing slash redirects; with one it serves index.html")
    func directories() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>root page</body></html>")
        try site.write("es/index.html", "<html><body>hola</body></html>")
        try site.write("ja/guía/index.html", "<html><body>guía</body></html>")
        try site.write("empty/readme.txt", "no index here")
        let running = try RunningServer(site: site)
        defer { running.close() }

        let redirect = try running.get("/es")
        #expect(redirect.status == 301)
        #expect(redirect.header("Location") == "/es/")
        #expect(try running.get("/es?lang=1#top").header("Location") == "/es/?lang=1")
        #expect(try running.get("/ja/gu%C3%ADa").header("Location") == "/ja/gu%C3%ADa/")
        #expect(try running.get("//es").header("Location") == "/es/")  // never `//es/`, an off-site URL

        let page = try running.get("/es/")
        #expect(page.status == 200)
        #expect(page.text.contains("hola"))
        #expect(try running.get("/es/index.html").text.contains("hola"))
        #expect(try running.get("/ja/gu%C3%ADa/").text.contains("guía"))
        #expect(try running.get("/").text.contains("root page"))
        #expect(try running.get("/?q=1").text.contains("root page"))
        #expect(try running.get("/empty/").status == 404)  // no listings
    }

    @Test("methods other than GET and HEAD get 405 with Allow")
    func methods() throws {
        let running = try RunningServer(site: TemporarySite())
        defer { running.close() }
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "get"] {
            let response = try running.get("/", method: method)
            #expect(response.status == 405, "\(method)")
            #expect(response.header("Allow") == "GET, HEAD")
        }
    }

    @Test("malformed requests get 400 and the server keeps serving")
    func malformedRequests() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>still here</body></html>")
        let running = try RunningServer(site: site)
        defer { running.close() }
        let port = running.port
        let garbage: [[UInt8]] = [
            Array("GARBAGE\r\n\r\n".utf8),
            Array("GET /\r\n\r\n".utf8),
            Array("GET / HTTP/9.9\r\n\r\n".utf8),
            Array("GET  / HTTP/1.1\r\n\r\n".utf8),
            Array("GET / HTTP/1.1\r\nNo colon here\r\n\r\n".utf8),
            Array("GET / HTTP/1.1\r\nX-A: 1\r\n folded\r\n\r\n".utf8),
            Array("G\u{1}T / HTTP/1.1\r\n\r\n".utf8),
            [0xFF, 0xFE, 0x00, 0x01, 0x0D, 0x0A, 0x0D, 0x0A],
            Array("GET /%zz HTTP/1.1\r\n\r\n".utf8),
            Array("GET /a%00b HTTP/1.1\r\n\r\n".utf8),
            Array("GET /%C3%28 HTTP/1.1\r\n\r\n".utf8),
            Array("GET /caf\u{E9} HTTP/1.1\r\n\r\n".utf8),
            Array("GET /%0d%0aSet-Cookie:x HTTP/1.1\r\n\r\n".utf8),
        ]
        for raw in garbage {
            let response = try RawHTTP.exchange(port: port, raw: raw)
            #expect(response.status == 400, "\(String(decoding: raw, as: UTF8.self).debugDescription)")
            #expect(try running.get("/").text.contains("still here"))
        }
        // A head over 16 KB.
        let huge = "GET / HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"
        #expect(try RawHTTP.exchange(port: port, raw: Array(huge.utf8)).status == 400)
        // A client that connects and leaves without a word.
        let silent = try RawHTTP.connect(port: port)
        close(silent)
        #expect(try running.get("/").status == 200)
    }

    @Test("a client that sends nothing gets 408 and does not block others")
    func idleClient() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>ok</body></html>")
        let running = try RunningServer(site: site) { $0.requestTimeout = 0.5 }
        defer { running.close() }
        let idle = try RawHTTP.connect(port: running.port)
        defer { close(idle) }
        RawHTTP.send(idle, Array("GET / HT".utf8))  // never finished
        #expect(try running.get("/").status == 200)
        let response = try RawHTTP.parse(RawHTTP.readToEnd(idle, timeout: 10))
        #expect(response.status == 408)
    }

    @Test("a client that trickles its head a byte at a time is cut off at the head's deadline (slowloris)")
    func tricklingClient() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>ok</body></html>")
        let running = try RunningServer(site: site) { $0.requestTimeout = 0.5 }
        defer { running.close() }
        let slow = try RawHTTP.connect(port: running.port)
        defer { close(slow) }
        let started = Date()
        // Each byte arrives well within any per-read timeout; only a deadline for the whole head stops it.
        var answered = false
        for byte in Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ".utf8)
            + Array(repeating: UInt8(ascii: "a"), count: 200)
        {
            RawHTTP.send(slow, [byte])
            usleep(20_000)
            var probe = pollfd(fd: slow, events: Int16(POLLIN), revents: 0)
            if poll(&probe, 1, 0) > 0 {
                answered = true
                break
            }
        }
        #expect(answered, "the server kept reading a head that never ends")
        let response = try RawHTTP.parse(RawHTTP.readToEnd(slow, timeout: 10))
        #expect(response.status == 408)
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(try running.get("/").status == 200)
    }

    @Test("a request head arriving in pieces is put together")
    func requestInPieces() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>assembled</body></html>")
        let running = try RunningServer(site: site)
        defer { running.close() }
        let connection = try RawHTTP.connect(port: running.port)
        defer { close(connection) }
        for piece in ["GET /index.html HT", "TP/1.1\r\nHost: localhost\r", "\n\r", "\n"] {
            RawHTTP.send(connection, Array(piece.utf8))
            usleep(30_000)
        }
        let response = try RawHTTP.parse(RawHTTP.readToEnd(connection))
        #expect(response.status == 200)
        #expect(response.text.contains("assembled"))
    }

    @Test("several connections at once are all answered")
    func concurrentConnections() throws {
        let site = try TemporarySite()
        for index in 0..<8 { try site.write("page\(index).html", "<html><body>page \(index)</body></html>") }
        let running = try RunningServer(site: site)
        defer { running.close() }
        // All eight are open before any request is complete; one stays half-sent throughout.
        let stalled = try RawHTTP.connect(port: running.port)
        defer { close(stalled) }
        RawHTTP.send(stalled, Array("GET /page0.html HTTP/1.1\r\n".utf8))
        let connections = try (0..<8).map { _ in try RawHTTP.connect(port: running.port) }
        defer { for connection in connections { close(connection) } }
        for (index, connection) in connections.enumerated() {
            RawHTTP.send(connection, Array("GET /page\(index).html HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
        }
        let responses = try connections.map { try RawHTTP.parse(RawHTTP.readToEnd($0)) }
        for (index, response) in responses.enumerated() {
            #expect(response.status == 200)
            #expect(response.text.contains("page \(index)"))
        }

        // And from eight threads at once.
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let status = (try? RawHTTP.request(port: running.port, target: "/page\(index).html"))?.status ?? -1
            results.add(status)
        }
        #expect(results.values == Array(repeating: 200, count: 8))
    }

    @Test("the root folder swapped by renames serves the new content")
    func rootSwap() throws {
        let site = try TemporarySite(rootName: "Output")
        try site.write("index.html", "<html><body>version 1</body></html>")
        try site.write("old-only.html", "<html><body>old</body></html>")
        let running = try RunningServer(site: site) { $0.rootSwapGrace = 5 }
        defer { running.close() }
        #expect(try running.get("/").text.contains("version 1"))

        let fm = FileManager.default
        for version in 2...3 {
            let staging = site.base.appending(path: ".Output.tmp")
            let retired = site.base.appending(path: ".Output.old")
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            try "<html><body>version \(version)</body></html>".write(
                to: staging.appending(path: "index.html"), atomically: false, encoding: .utf8)
            try fm.moveItem(at: site.root, to: retired)
            if version == 3 {
                // A request that arrives while the folder is missing waits for the new one.
                let pending = ResultBox()
                let thread = Thread {
                    pending.add(((try? running.get("/"))?.text.contains("version 3") ?? false) ? 1 : 0)
                }
                thread.start()
                usleep(100_000)
                try fm.moveItem(at: staging, to: site.root)
                #expect(eventually(timeout: 10) { pending.values.count == 1 })
                #expect(pending.values == [1])
            } else {
                try fm.moveItem(at: staging, to: site.root)
            }
            try fm.removeItem(at: retired)
            #expect(try running.get("/").text.contains("version \(version)"))
            #expect(try running.get("/old-only.html").status == 404)
        }
    }

    @Test("a port in use is reported clearly; the server listens on 127.0.0.1 only")
    func portInUse() throws {
        let first = try RunningServer(site: TemporarySite())
        defer { first.close() }
        #expect(first.port != 0)
        let second = PreviewServer(root: first.site.root, port: first.port)
        #expect(throws: PreviewError.portInUse(port: first.port)) { try second.start() }
        #expect(
            PreviewError.portInUse(port: 8080).description == "127.0.0.1:8080 is in use; pick another with --port")
        #expect(throws: PreviewError.alreadyStarted) { try first.server.start() }

        // The listening address is the loopback one.
        let descriptor = try RawHTTP.connect(port: first.port)
        defer { close(descriptor) }
        var peer = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &peer) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &length) }
        }
        #expect(UInt32(bigEndian: peer.sin_addr.s_addr) == 0x7F00_0001)
    }

    @Test("stop closes the listener and is idempotent")
    func stop() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let server = PreviewServer(root: site.root)
        server.stop()  // before start: nothing to do
        let unstarted = PreviewServer(root: site.root)
        try unstarted.start()
        let port = unstarted.port
        let idle = try RawHTTP.connect(port: port)
        defer { close(idle) }
        unstarted.stop()
        unstarted.stop()
        #expect(throws: TestFailure.self) { _ = try RawHTTP.connect(port: port) }
        // The open connection was closed too, without waiting for its request timeout (5 s).
        let started = Date()
        #expect(RawHTTP.readToEnd(idle, timeout: 10).isEmpty)
        #expect(Date().timeIntervalSince(started) < 4)
        // The port can be taken again at once.
        let again = PreviewServer(root: site.root, port: port)
        try again.start()
        again.stop()
    }

    @Test("two Host headers, or a malformed one, are answered 400")
    func malformedHosts() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>ok</body></html>")
        let running = try RunningServer(site: site)
        defer { running.close() }
        let twice = "GET / HTTP/1.1\r\nHost: localhost\r\nHost: attacker.example\r\n\r\n"
        #expect(try RawHTTP.exchange(port: running.port, raw: Array(twice.utf8)).status == 400)
        for host in ["127.0.0.1:80@evil.example", "localhost:80:81", "local host", "[::1", "localhost:abc", "a/b"] {
            let raw = "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n"
            #expect(try RawHTTP.exchange(port: running.port, raw: Array(raw.utf8)).status == 400, "\(host)")
        }
    }

    @Test("hidden files, such as Puente's own manifest, are never served")
    func hiddenFiles() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>ok</body></html>")
        try site.write(".puente-output", "manifest")
        try site.write(".git/config", "[core]")
        let running = try RunningServer(site: site)
        defer { running.close() }
        for target in ["/.puente-output", "/.git/config", "/%2Epuente-output"] {
            let raw = "GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n"
            #expect(try RawHTTP.exchange(port: running.port, raw: Array(raw.utf8)).status == 404, "\(target)")
        }
    }

    @Test("requests naming another host are refused (DNS rebinding)")
    func hostCheck() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>ok</body></html>")
        let running = try RunningServer(site: site)
        defer { running.close() }
        let raw = "GET / HTTP/1.1\r\nHost: attacker.example:\(running.port)\r\n\r\n"
        #expect(try RawHTTP.exchange(port: running.port, raw: Array(raw.utf8)).status == 403)
        for host in ["localhost:\(running.port)", "127.0.0.1", "[::1]:80", "preview.localhost"] {
            let raw = "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n"
            #expect(try RawHTTP.exchange(port: running.port, raw: Array(raw.utf8)).status == 200, "\(host)")
        }
    }

    /// `serve --host 0.0.0.0`: a phone on the network opens the preview by this machine's address; a name that
    /// merely resolves to it (DNS rebinding) is still refused, and without the option an address is refused too.
    @Test("on the network, requests to an IP address are answered; other names still refused")
    func networkHostCheck() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<html><body>ok</body></html>")
        let running = try RunningServer(site: site, onNetwork: true)
        defer { running.close() }
        for (host, status) in [
            ("192.168.1.20:\(running.port)", 200), ("10.0.0.7", 200), ("localhost", 200),
            ("attacker.example", 403), ("192.168.1.300", 403), ("1.2.3", 403),
        ] {
            let raw = "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n"
            #expect(try RawHTTP.exchange(port: running.port, raw: Array(raw.utf8)).status == status, "\(host)")
        }
        let loopbackOnly = try RunningServer(site: try TemporarySite())
        defer { loopbackOnly.close() }
        let raw = "GET / HTTP/1.1\r\nHost: 192.168.1.20\r\n\r\n"
        #expect(try RawHTTP.exchange(port: loopbackOnly.port, raw: Array(raw.utf8)).status == 403)
    }
}

/// Collects values from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    func add(_ value: Int) { lock.withLock { stored.append(value) } }
    var values: [Int] { lock.withLock { stored.sorted() } }
}
