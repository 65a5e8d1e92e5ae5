import TextBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request target turned into a path that cannot leave the site's folder, and its resolution to a file.
///
/// The path is percent-decoded first and split afterwards, so an encoded `/` (`%2F`) or `.` (`%2E`) counts
/// like a literal one: `/..%2fsecret` and `/%2e%2e/secret` both contain a `..` segment and are refused.
/// Backslashes are refused too. Resolution happens against the root's real path on every request (the
/// build swaps the folder by renaming it), and the resolved file's real path must stay inside it, so a
/// symbolic link pointing out of the site is not followed.
struct SitePath: Sendable, Equatable {
    /// The decoded path segments, without empty and `.` segments.
    var segments: [String]
    /// Whether the path ended with `/` (the site root always does).
    var hasTrailingSlash: Bool
    /// The query as sent, without `?`; nil when there was none.
    var query: String?

    /// Why a request target was refused.
    enum ParseError: Error, Equatable {
        /// The target is not a valid path: a malformed escape, a NUL or control byte, or invalid UTF-8 (400).
        case malformed(String)
        /// The path tries to leave the site's folder (`..` or a backslash); answered as not found (404).
        case outsideRoot
    }

    /// The outcome of resolving a path against the site's folder.
    enum Resolution: Equatable {
        /// A regular file inside the root, by its real path.
        case file(String)
        /// A folder requested without the trailing slash: redirect to this location.
        case redirect(String)
        /// Nothing to serve.
        case notFound
    }

    /// The path as it should be looked up, such as `es/index.html`; empty for the root.
    var relativePath: String { segments.joined(separator: "/") }

    /// Parses an origin-form (`/a/b?q`) or absolute-form (`http://host/a/b?q`) request target.
    static func parse(target: String) throws(ParseError) -> SitePath {
        var target = Substring(target)
        if let fragment = target.firstIndex(of: "#") { target = target[..<fragment] }
        var query: String?
        if let mark = target.firstIndex(of: "?") {
            query = String(target[target.index(after: mark)...])
            target = target[..<mark]
        }
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let afterScheme = target.dropFirst(scheme.count)
            target = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? "/"
        }
        guard target.hasPrefix("/") else { throw .malformed("the path must start with `/`") }
        let decoded = try percentDecoded(Array(target.utf8))
        guard let path = String(validating: decoded, as: UTF8.self) else {
            throw .malformed("the path is not valid UTF-8")
        }
        guard !path.contains("\\") else { throw .outsideRoot }
        var segments: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { throw .outsideRoot }
            segments.append(String(segment))
        }
        return SitePath(segments: segments, hasTrailingSlash: path.hasSuffix("/"), query: query)
    }

    /// Decodes `%XX` escapes; a `%` not followed by two hex digits, a NUL or another control byte is refused.
    static func percentDecoded(_ bytes: [UInt8]) throws(ParseError) -> [UInt8] {
        guard let output = PercentDecoding.decode(bytes) else { throw .malformed("malformed percent escape") }
        guard !output.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw .malformed("control character in the path")
        }
        return output
    }

    /// The location that adds the missing trailing slash, re-encoded from the segments (never the raw
    /// target, so `//host` cannot become an off-site redirect), keeping the query.
    var redirectLocation: String {
        var location = "/" + segments.map(Self.percentEncoded).joined(separator: "/") + "/"
        if let query { location += "?" + query }
        return location
    }

    /// Percent-encodes every byte of a segment except unreserved characters and safe sub-delimiters.
    static func percentEncoded(_ segment: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@".utf8)
        let digits = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for byte in segment.utf8 {
            if allowed.contains(byte) {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Resolves the path against `root`: a folder without trailing slash redirects, a folder with one
    /// serves its `index.html`, and only regular files whose real path stays inside the root's are served.
    func resolve(in root: String) -> Resolution {
        guard let realRoot = Self.realPath(root) else { return .notFound }
        let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        var candidate = segments.isEmpty ? realRoot : prefix + relativePath
        guard var info = Self.status(candidate) else { return .notFound }
        if info.isDirectory {
            guard hasTrailingSlash || segments.isEmpty else { return .redirect(redirectLocation) }
            candidate += "/index.html"
            guard let indexInfo = Self.status(candidate) else { return .notFound }
            info = indexInfo
        }
        guard info.isRegularFile, let real = Self.realPath(candidate), real.hasPrefix(prefix) else {
            return .notFound
        }
        return .file(real)
    }

    /// The kind of the file at `path`, following symbolic links; nil when it does not exist.
    static func status(_ path: String) -> (isDirectory: Bool, isRegularFile: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        return (kind == S_IFDIR, kind == S_IFREG)
    }

    /// The canonical absolute path with every symbolic link resolved; nil when the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
