import Foundation
import Testing

@testable import Preview

@Suite("Live reload", .timeLimit(.minutes(1)))
struct LiveReloadTests {
    static let problems = [
        PreviewProblem(
            file: "Content/es/intro.md", line: 12, column: 5, severity: "error",
            message: "unknown link target `<script>alert(1)</script>`",
            excerpt: "12 | see [here](missing.md)\n   |     ^"),
        PreviewProblem(
            file: "Theme/templates/page.html", line: 3, column: 1, severity: "warning", message: "unused partial «x»",
            excerpt: ""),
    ]

    @Test("the script tag is injected into HTML responses only, with a matching Content-Length")
    func injection() throws {
        let site = try TemporarySite()
        try site.write("index.html", "<!doctype html><html><head></head><body><p>hi</p></BODY></html>")
        try site.write("fragment.html", "<p>no body element</p>")
        try site.write("style.css", "body { color: red; } /* </body> */")
        try site.write("app.js", "const s = '</body>';")
        let running = try RunningServer(site: site)
        defer { running.close() }

        let page = try running.get("/")
        #expect(page.text == "<!doctype html><html><head></head><body><p>hi</p>\(LiveReloadScript.tag)</BODY></html>")
        #expect(page.header("Content-Length") == String(page.body.count))
        let fragment = try running.get("/fragment.html")
        #expect(fragment.text == "<p>no body element</p>" + LiveReloadScript.tag)
        #expect(fragment.header("Content-Length") == String(fragment.body.count))
        for path in ["/style.css", "/app.js"] {
            let response = try running.get(path)
            #expect(!response.text.contains("__puente"), "\(path)")
            #expect(response.header("Content-Length") == String(response.body.count))
        }
        #expect(LiveReloadScript.tag == "<script type=\"module\" src=\"/__puente/live.js\"></script>")
    }

    @Test("the client script is served as JavaScript and stays within a strict CSP")
    func clientScript() throws {
        let running = try RunningServer(site: TemporarySite())
        defer { running.close() }
        let script = try running.get("/__puente/live.js")
        #expect(script.status == 200)
        #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(script.text.contains("new EventSource(\"/__puente/events\")"))
        #expect(script.text.contains("location.reload()"))
        #expect(script.text.contains("textContent"))
        #expect(script.text.contains("alertdialog"))
        for forbidden in [
            "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "<style", "cssText",
            "setAttribute(\"style\"", "eval(", "new Function",
        ] {
            #expect(!script.text.contains(forbidden), "\(forbidden)")
        }
    }

    @Test("publishing .ok sends reload; .failed sends the problems as JSON")
    func events() throws {
        let running = try RunningServer(site: TemporarySite())
        defer { running.close() }
        let stream = try EventStreamClient(port: running.port)
        let hello = try #require(stream.next("hello"))
        #expect(stream.head.hasPrefix("HTTP/1.1 200"))
        #expect(stream.head.contains("Content-Type: text/event-stream"))
        #expect(stream.head.contains("Cache-Control: no-store"))
        #expect(hello.contains("\"version\""))

        running.server.publish(.ok)
        #expect(stream.next("reload") != nil)

        running.server.publish(.failed(Self.problems))
        let data = try #require(stream.next("problems"))
        let decoded = try JSONDecoder().decode([PreviewProblem].self, from: Data(data.utf8))
        #expect(decoded == Self.problems)
        #expect(!data.contains("\n"))

        // Fixed: the pages reload, which clears the overlay.
        running.server.publish(.ok)
        #expect(stream.next("reload") != nil)
    }

    @Test("a page that connects while the last build failed gets the problems at once")
    func lateClient() throws {
        let running = try RunningServer(site: TemporarySite())
        defer { running.close() }
        running.server.publish(.failed(Self.problems))
        let stream = try EventStreamClient(port: running.port)
        let data = try #require(stream.next("problems"))
        #expect(try JSONDecoder().decode([PreviewProblem].self, from: Data(data.utf8)) == Self.problems)

        running.server.publish(.ok)
        #expect(stream.next("reload") != nil)
        // After a successful build, a new page gets no problems, only its version.
        let fresh = try EventStreamClient(port: running.port)
        let hello = try #require(fresh.next("hello"))
        #expect(fresh.next("problems", timeout: 0.3) == nil)
        // The version changed with the successful build, so a page that missed the reload notices.
        let earlier = try #require(EventStreamClient(port: running.port).next("hello"))
        #expect(earlier == hello)
        running.server.publish(.ok)
        #expect(fresh.next("reload") != nil)
        let later = try #require(EventStreamClient(port: running.port).next("hello"))
        #expect(later != hello)
    }

    @Test("live-reload streams are capped; one over the cap is answered 503 and others keep working")
    func streamCap() throws {
        let running = try RunningServer(site: TemporarySite()) { $0.maximumStreams = 3 }
        defer { running.close() }
        let streams = try (0..<3).map { _ in try EventStreamClient(port: running.port) }
        for stream in streams { #expect(stream.next("hello") != nil) }
        let refused = "GET /__puente/events HTTP/1.1\r\nHost: localhost\r\n\r\n"
        #expect(try RawHTTP.exchange(port: running.port, raw: Array(refused.utf8)).status == 503)
        try running.site.write("index.html", "<html><body>ok</body></html>")
        #expect(try running.get("/").status == 200)
        running.server.publish(.ok)
        for stream in streams { #expect(stream.next("reload") != nil) }
    }

    @Test("several pages all receive the event; closed pages are forgotten; stop closes the streams")
    func manyClients() throws {
        let running = try RunningServer(site: TemporarySite(), heartbeatInterval: 0.2)
        defer { running.close() }
        var streams = try (0..<4).map { _ in try EventStreamClient(port: running.port) }
        for stream in streams { #expect(stream.next("hello") != nil) }
        #expect(running.server.liveReloadClientCount == 4)
        #expect(streams[0].next(":") != nil)  // heartbeat comment
        streams.removeLast()  // closes the socket
        #expect(eventually { running.server.liveReloadClientCount == 3 })
        running.server.publish(.ok)
        for stream in streams { #expect(stream.next("reload") != nil) }
        running.server.stop()
        for stream in streams { #expect(stream.waitForClose()) }
    }

    @Test("HEAD on the event stream answers without holding the connection")
    func headOnEvents() throws {
        let running = try RunningServer(site: TemporarySite())
        defer { running.close() }
        let response = try running.get("/__puente/events", method: "HEAD")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/event-stream")
        #expect(running.server.liveReloadClientCount == 0)
    }

    @Test("the tag goes before the last </body>, whatever its case")
    func injectionUnit() {
        let tag = LiveReloadScript.tag
        func inject(_ html: String) -> String {
            String(decoding: LiveReloadScript.inject(into: Array(html.utf8)), as: UTF8.self)
        }
        #expect(inject("<body>a</body>") == "<body>a\(tag)</body>")
        #expect(inject("<body><pre>&lt;/body></pre></Body >") == "<body><pre>&lt;/body></pre>\(tag)</Body >")
        #expect(inject("<body>x</body><!-- --></body>") == "<body>x</body><!-- -->\(tag)</body>")
        #expect(inject("") == tag)
        #expect(inject("</bod") == "</bod" + tag)
    }
}
