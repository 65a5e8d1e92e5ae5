/// The `Content-Type` of a file served by the preview, chosen by its extension.
enum MIMEType {
    /// The type for files whose extension is unknown.
    static let fallback = "application/octet-stream"

    /// The type of HTML pages, the only responses the live-reload script is injected into.
    static let html = "text/html; charset=utf-8"

    /// Types by lowercased extension.
    static let byExtension: [String: String] = [
        "html": html,
        "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "webmanifest": "application/manifest+json",
        "svg": "image/svg+xml",
        "xml": "application/xml",
        "txt": "text/plain; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "wasm": "application/wasm",
        "pdf": "application/pdf",
    ]

    /// The type for a file name or path; `application/octet-stream` when the extension is unknown or missing.
    static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let ext = name[name.index(after: dot)...].lowercased()
        return byExtension[ext] ?? fallback
    }

    /// Whether a `Content-Type` value is HTML.
    static func isHTML(_ contentType: String) -> Bool {
        contentType.lowercased().hasPrefix("text/html")
    }
}
