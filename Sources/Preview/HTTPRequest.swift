/// The head of an HTTP/1.x request (request line and header fields), parsed from raw bytes.
///
/// The parser is strict where leniency could be abused (bytes outside visible ASCII in the target, folded
/// header lines, header names that are not tokens) and never traps on input: every problem is a
/// `ParseError` that the server answers with 400.
struct HTTPRequest: Sendable {
    /// The most bytes a request head (request line and header fields) may take.
    static let maximumHeadSize = 16 * 1024

    /// The method, such as `GET`, exactly as sent (methods are case-sensitive).
    var method: String
    /// The request target, such as `/es/index.html?x=1`, exactly as sent.
    var target: String
    /// The protocol version, `HTTP/1.0` or `HTTP/1.1`.
    var version: String
    /// The header fields in order, with names lowercased.
    var headers: [(name: String, value: String)]

    /// Why a request head was refused.
    enum ParseError: Error, Equatable {
        /// The head is not a well-formed HTTP/1.x request head.
        case malformed(String)
    }

    /// The value of the first header field with this name (case-insensitive).
    func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }

    /// The length of the head at the start of `buffer`, including the blank line that ends it (`\r\n\r\n`,
    /// or `\n\n` from lenient clients); nil while the head is incomplete. The search starts at `start`, so a
    /// caller reading in pieces need not scan the same bytes again.
    static func headLength(in buffer: [UInt8], from start: Int = 0) -> Int? {
        var index = max(0, start)
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "\n") {
                if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { return index + 2 }
                if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"),
                    buffer[index + 2] == UInt8(ascii: "\n")
                {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }

    /// Parses a complete head (as delimited by `headLength(in:)`).
    static func parse(_ head: some Collection<UInt8>) throws(ParseError) -> HTTPRequest {
        var lines = splitLines(Array(head))
        // A robust server ignores empty lines before the request line (RFC 9112, section 2.2).
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        guard let requestLine = lines.first else { throw .malformed("empty request") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed("the request line is not `method target version`") }
        let method = parts[0]
        let target = parts[1]
        let version = parts[2]
        guard !method.isEmpty, method.allSatisfy(isTokenByte) else { throw .malformed("invalid method") }
        guard !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .malformed("invalid request target")
        }
        let versionText = ascii(version)
        guard versionText == "HTTP/1.1" || versionText == "HTTP/1.0" else {
            throw .malformed("unsupported protocol version")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else {
                throw .malformed("folded header lines are not accepted")
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .malformed("header without `:`") }
            let name = line[line.startIndex..<colon]
            guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw .malformed("invalid header name") }
            var value = line[line.index(after: colon)...]
            while let byte = value.first, byte == 0x20 || byte == 0x09 { value = value.dropFirst() }
            while let byte = value.last, byte == 0x20 || byte == 0x09 { value = value.dropLast() }
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                throw .malformed("control characters in a header value")
            }
            headers.append((ascii(name).lowercased(), latin1(value)))
        }
        return HTTPRequest(method: ascii(method), target: ascii(target), version: versionText, headers: headers)
    }

    /// Splits at `\n`, dropping one `\r` before each; a bare `\r` elsewhere makes the line invalid later.
    private static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
    }

    /// Whether a byte may appear in a token (RFC 9110, section 5.6.2).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Bytes already checked to be ASCII, as a string.
    private static func ascii(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Bytes as ISO 8859-1, the historical encoding of header values; never fails.
    private static func latin1(_ bytes: some Collection<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }
}
