import Testing

@testable import Preview

@Suite("Request parsing")
struct RequestParsingTests {
    @Test("request heads parse into method, target, version and lowercased headers")
    func parsesHead() throws {
        let raw = "GET /es/?q=1 HTTP/1.1\r\nHost: localhost:8080\r\nAccept:  text/html \r\n\r\n"
        let length = try #require(HTTPRequest.headLength(in: Array(raw.utf8)))
        #expect(length == raw.utf8.count)
        let request = try HTTPRequest.parse(Array(raw.utf8)[0..<length])
        #expect(request.method == "GET")
        #expect(request.target == "/es/?q=1")
        #expect(request.version == "HTTP/1.1")
        #expect(request.header("HOST") == "localhost:8080")
        #expect(request.header("accept") == "text/html")
        #expect(HTTPRequest.headLength(in: Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)) == nil)
        #expect(HTTPRequest.headLength(in: Array("GET / HTTP/1.0\n\n".utf8)) == 16)
    }

    @Test("paths are decoded before they are split, and `..` or backslashes are refused")
    func sitePaths() throws {
        #expect(try SitePath.parse(target: "/es/guia/").segments == ["es", "guia"])
        #expect(try SitePath.parse(target: "/es/guia/").hasTrailingSlash)
        #expect(try SitePath.parse(target: "/").segments.isEmpty)
        #expect(try SitePath.parse(target: "/a//./b?x=1#f").segments == ["a", "b"])
        #expect(try SitePath.parse(target: "/a?x=1#f").query == "x=1")
        #expect(try SitePath.parse(target: "/gu%C3%ADa%20uno").segments == ["guía uno"])
        #expect(try SitePath.parse(target: "http://localhost:8080/es/x").segments == ["es", "x"])
        #expect(try SitePath.parse(target: "http://localhost:8080").segments.isEmpty)
        for target in ["/..", "/%2e%2e/x", "/..%2fx", "/a/%2E%2E/%2e%2e/x", "/%2E%2E%5Cx", "/..\\x", "/a\\b"] {
            #expect(throws: SitePath.ParseError.outsideRoot, "\(target)") { try SitePath.parse(target: target) }
        }
        for target in ["/%", "/%2", "/%zz", "/a%00", "/%0a", "/%C3%28", "relative", "*"] {
            #expect(
                performing: { try SitePath.parse(target: target) },
                throws: { error in
                    if case SitePath.ParseError.malformed = error { return true }
                    return false
                })
        }
        #expect(try SitePath.parse(target: "/ja/gu%C3%ADa").redirectLocation == "/ja/gu%C3%ADa/")
        #expect(try SitePath.parse(target: "/a%3Fb?x").redirectLocation == "/a%3Fb/?x")
    }

    @Test("MIME types follow the lowercased extension")
    func mimeTypes() {
        #expect(MIMEType.forPath("/x/page.HTML") == "text/html; charset=utf-8")
        #expect(MIMEType.forPath("font.woff2") == "font/woff2")
        #expect(MIMEType.forPath("app.js.map") == "application/json")
        #expect(MIMEType.forPath(".hidden") == "application/octet-stream")
        #expect(MIMEType.forPath("noext") == "application/octet-stream")
        #expect(MIMEType.forPath("a.wasm") == "application/wasm")
    }

    @Test("random bytes never crash the parsers")
    func fuzz() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("GET HEAD /%.\\:\r\n?#aZ09~%2e%2f%5c%00\u{7F}\t ".utf8) + [0x00, 0xFF, 0xC3, 0x80]
        for _ in 0..<3000 {
            let count = Int(generator.next() % 80)
            var bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            if generator.next() % 2 == 0 { bytes = Array("GET /".utf8) + bytes + Array(" HTTP/1.1\r\n\r\n".utf8) }
            if let length = HTTPRequest.headLength(in: bytes), let request = try? HTTPRequest.parse(bytes[0..<length]) {
                if let path = try? SitePath.parse(target: request.target) {
                    #expect(!path.segments.contains(".."))
                    #expect(!path.segments.contains { $0.contains("/") || $0.contains("\\") || $0.contains("\0") })
                }
            }
            _ = try? SitePath.parse(target: String(decoding: bytes, as: UTF8.self))
        }
    }
}

/// A small deterministic random number generator for the fuzz test.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
