#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A complete HTTP/1.1 response with its body in memory, closed after sending.
struct HTTPResponse: Sendable {
    /// The status code.
    var status: Int
    /// Header fields beyond the ones every response gets (see `serialized(includeBody:)`).
    var headers: [(name: String, value: String)]
    /// The body; for HEAD requests only its length is sent.
    var body: [UInt8]

    /// Creates a response.
    init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text response, such as the fallback 404.
    static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: Array((message + "\n").utf8))
    }

    /// The standard reason phrase for the status codes the preview sends.
    static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }

    /// The header fields every preview response carries: no caching (pages change with every build), no
    /// MIME sniffing, and one request per connection.
    static let commonHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
    ]

    /// The bytes to send: status line, header fields (with `Content-Length` of the full body, also for
    /// HEAD), a blank line, then the body unless `includeBody` is false.
    func serialized(includeBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        for (name, value) in headers + Self.commonHeaders {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        head += "Date: \(Self.httpDate())\r\n"
        head += "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if includeBody { bytes += body }
        return bytes
    }

    /// The current time in the IMF-fixdate form of the `Date` header, such as `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate() -> String {
        var now = time(nil)
        var parts = tm()
        guard gmtime_r(&now, &parts) != nil else { return "Thu, 01 Jan 1970 00:00:00 GMT" }
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = days[Int(parts.tm_wday) % 7]
        let month = months[Int(parts.tm_mon) % 12]
        return "\(day), \(two(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
