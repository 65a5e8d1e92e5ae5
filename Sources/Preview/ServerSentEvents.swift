import Foundation

/// The wire format of the live-reload stream (`text/event-stream`, as the HTML standard defines it).
enum ServerSentEvents {
    /// The response head that opens a stream; it has no `Content-Length`, the stream ends when the
    /// connection closes.
    static let responseHead = Array(
        ("HTTP/1.1 200 OK\r\n" + "Content-Type: text/event-stream\r\n" + "Cache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\n" + "Connection: keep-alive\r\n\r\n").utf8)

    /// Asks the browser to reconnect one second after the stream drops (the default is about three).
    static let retryField = Array("retry: 1000\n\n".utf8)

    /// A comment line, which keeps the connection from idling out and lets the server notice closed peers.
    static let heartbeat = Array(": heartbeat\n\n".utf8)

    /// One event: its name and its data, one `data:` line per line of `data`.
    static func event(_ name: String, data: String) -> [UInt8] {
        var text = "event: \(name)\n"
        let lines = data.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        for line in lines { text += "data: \(line)\n" }
        return Array((text + "\n").utf8)
    }

    /// The `reload` event, sent after each successful build.
    static let reload = event("reload", data: "{}")

    /// The `problems` event: the problems as a JSON array of `PreviewProblem` objects.
    static func problems(_ problems: [PreviewProblem]) -> [UInt8] {
        event("problems", data: json(problems))
    }

    /// The `hello` event sent to each new client: which build it is connected to, so a page that missed a
    /// `reload` while disconnected (the laptop slept, the server restarted) reloads when it reconnects.
    static func hello(version: String) -> [UInt8] {
        event("hello", data: json(["version": version]))
    }

    /// Compact JSON with sorted keys; control characters in strings are escaped, so it is one line.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
