import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only way Puente reads the files of a site: regular files whose real path lies inside the site folder.
///
/// A symbolic link is followed only while its target stays inside the site (so `Theme/assets/logo.svg →
/// ../../Content/img/logo.svg` works); one that leaves it (`env.txt → /proc/self/environ`, `x → /etc/passwd`, an
/// article linked to `~/.ssh/config`) is refused before a byte is read; so is one that stays inside the site but
/// leads into a hidden file or folder (`notes.md → ../.git/config`, where `actions/checkout` keeps the job's
/// token, or `→ .env`), since nothing Puente publishes lives under a name starting with a dot; and so is anything
/// that is not a regular file (a FIFO, which would block the build, a device, a socket). The check runs on the resolved
/// path, and the file is then opened with `O_NOFOLLOW | O_NONBLOCK` and checked again with `fstat`, so a
/// link swapped in between is refused too.
public struct SiteFolder: Sendable {
    /// The site folder as given.
    public let root: URL
    /// The site folder with every symbolic link resolved; every file read must lie below it.
    public let realRoot: String

    /// Creates a reader for the site at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
        self.realRoot = POSIXFiles.realPath(self.root.path) ?? self.root.path
    }

    /// Whether `relativePath` names an existing file system entry (without following a final link).
    public func exists(_ relativePath: String) -> Bool {
        var info = stat()
        return lstat(absolute(relativePath), &info) == 0
    }

    /// Whether `relativePath` is a folder inside the site (after resolving links).
    public func isFolder(_ relativePath: String) -> Bool {
        guard let resolved = POSIXFiles.realPath(absolute(relativePath)), contains(resolved), hidden(resolved) == nil
        else { return false }
        var info = stat()
        return stat(resolved, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The refusal for `relativePath` when it resolves to a place outside the site folder, or to a hidden file
    /// or folder inside it, else `nil`.
    public func escape(_ relativePath: String) -> SiteFileError? {
        guard let resolved = POSIXFiles.realPath(absolute(relativePath)) else { return nil }
        return refusal(relativePath, resolved: resolved)
    }

    /// Why `relativePath`, resolved to `resolved`, may not be read: it leaves the site, or it lies in a hidden
    /// file or folder of the site; `nil` when it may.
    private func refusal(_ relativePath: String, resolved: String) -> SiteFileError? {
        guard contains(resolved) else { return .outsideSite(path: relativePath, target: resolved) }
        if let hidden = hidden(resolved) { return .hidden(path: relativePath, target: hidden) }
        return nil
    }

    /// The site-relative form of `resolved` (a real path inside the site) when one of its components starts
    /// with a dot, else `nil`.
    func hidden(_ resolved: String) -> String? {
        let relative = resolved.dropFirst(realRoot.count).drop { $0 == "/" }
        return relative.split(separator: "/").contains { $0.hasPrefix(".") } ? String(relative) : nil
    }

    /// The bytes of the regular file at `relativePath` (relative to the site folder).
    public func read(_ relativePath: String) throws(SiteFileError) -> [UInt8] {
        try read(relativePath, folders: [:])
    }

    /// The bytes of each of the regular files at `relativePaths`, read on all cores, each as
    /// ``read(_:)`` reads it; the folders holding them are resolved once each, not once per file.
    public func read(_ relativePaths: [String]) -> [Result<[UInt8], SiteFileError>] {
        // Each folder's real path, when it lies inside the site (a file directly in it that is no link
        // then resolves to that path and its name, without walking the path again).
        var folders: [String: String] = [:]
        for folder in Set(relativePaths.map(Self.parent)) {
            if let real = POSIXFiles.realPath(absolute(folder)),
                (contains(real) && hidden(real) == nil) || real == realRoot
            {
                folders[folder] = real
            }
        }
        let resolved = folders
        let results = Results(count: relativePaths.count)
        DispatchQueue.concurrentPerform(iterations: relativePaths.count) { index in
            let result: Result<[UInt8], SiteFileError>
            do throws(SiteFileError) {
                result = .success(try read(relativePaths[index], folders: resolved))
            } catch {
                result = .failure(error)
            }
            results.set(index, result)
        }
        return results.all
    }

    /// The folder part of a site-relative path ("" at the top).
    private static func parent(_ relativePath: String) -> String {
        relativePath.lastIndex(of: "/").map { String(relativePath[..<$0]) } ?? ""
    }

    /// ``read(_:)``, with the real paths of some folders already resolved (inside the site).
    private func read(_ relativePath: String, folders: [String: String]) throws(SiteFileError) -> [UInt8] {
        let folder = Self.parent(relativePath)
        // In a folder resolved inside the site, a name that opens without following a link is that file: it
        // is read at once. Anything else (a link, a missing file, an error) takes the full way below.
        if let real = folders[folder], case let name = relativePath.dropFirst(folder.isEmpty ? 0 : folder.count + 1),
            !name.hasPrefix(".")
        {
            let descriptor = open(real + "/" + name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            if descriptor >= 0 {
                defer { close(descriptor) }
                return try contents(of: descriptor, relativePath)
            }
        }
        let path = absolute(relativePath)
        var linkInfo = stat()
        guard lstat(path, &linkInfo) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing(path: relativePath) }
            throw .unreadable(path: relativePath, reason: String(cString: strerror(errno)))
        }
        guard let resolved = POSIXFiles.realPath(path) else {
            // A dangling link: say where it points, without following it.
            if (linkInfo.st_mode & S_IFMT) == S_IFLNK {
                let target = POSIXFiles.linkTarget(path) ?? "?"
                if target.hasPrefix("/") && !contains(target) {
                    throw .outsideSite(path: relativePath, target: target)
                }
            }
            throw .missing(path: relativePath)
        }
        if let refusal = refusal(relativePath, resolved: resolved) { throw refusal }
        let descriptor = open(resolved, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { throw .outsideSite(path: relativePath, target: resolved) }
            throw .unreadable(path: relativePath, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        return try contents(of: descriptor, relativePath)
    }

    /// The bytes of the open file `descriptor` (`relativePath` for errors), refused unless it is a regular file.
    private func contents(of descriptor: Int32, _ relativePath: String) throws(SiteFileError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadable(path: relativePath, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notRegularFile(path: relativePath, kind: Self.kind(info.st_mode))
        }
        switch FileBytes.contents(of: descriptor, size: Int(info.st_size)) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw .unreadable(path: relativePath, reason: String(cString: strerror(failure.code)))
        }
    }

    /// The entries of the folder `relativePath`, sorted, without hidden ones; empty when it is not a folder
    /// inside the site.
    public func entries(_ relativePath: String) -> [String] {
        guard let resolved = POSIXFiles.realPath(absolute(relativePath)), contains(resolved) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: resolved)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every file below the folder `relativePath`, as paths relative to that folder, sorted; hidden entries
    /// are skipped. Folders (and links to folders inside the site) are descended into once each; an entry
    /// that leaves the site or is not a regular file is returned in `refused`, never read.
    public func files(under relativePath: String) -> (files: [String], refused: [SiteFileError]) {
        var files: [String] = []
        var refused: [SiteFileError] = []
        var visited: Set<String> = []
        var pending: [String] = [""]
        while let folder = pending.popLast() {
            let folderPath = folder.isEmpty ? relativePath : "\(relativePath)/\(folder)"
            guard let real = POSIXFiles.realPath(absolute(folderPath)),
                (contains(real) && hidden(real) == nil) || real == realRoot
            else {
                if !folder.isEmpty {
                    let real = POSIXFiles.realPath(absolute(folderPath))
                    refused.append(
                        real.flatMap { refusal(folderPath, resolved: $0) }
                            ?? .outsideSite(path: folderPath, target: real ?? "?"))
                }
                continue
            }
            guard visited.insert(real).inserted else { continue }
            for name in entries(folderPath) {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                let sitePath = "\(relativePath)/\(relative)"
                // An entry of a folder resolved inside the site that is no link is where it is: only links
                // need resolving (one `lstat`, not one per component of the path).
                var own = stat()
                if lstat(real + "/" + name, &own) == 0, own.st_mode & S_IFMT != S_IFLNK {
                    switch own.st_mode & S_IFMT {
                    case S_IFDIR: pending.append(relative)
                    case S_IFREG: files.append(relative)
                    default: refused.append(.notRegularFile(path: sitePath, kind: Self.kind(own.st_mode)))
                    }
                    continue
                }
                guard let resolved = POSIXFiles.realPath(absolute(sitePath)) else {
                    refused.append(.missing(path: sitePath))
                    continue
                }
                if let refusal = refusal(sitePath, resolved: resolved) {
                    refused.append(refusal)
                    continue
                }
                var info = stat()
                guard stat(resolved, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(relative)
                case S_IFREG: files.append(relative)
                default: refused.append(.notRegularFile(path: sitePath, kind: Self.kind(info.st_mode)))
                }
            }
        }
        return (files.sorted(), refused.sorted { $0.path < $1.path })
    }

    /// The absolute path of a site-relative path.
    public func absolute(_ relativePath: String) -> String {
        relativePath.isEmpty ? root.path : root.path + "/" + relativePath
    }

    /// Whether the resolved absolute path lies strictly inside the site folder.
    func contains(_ resolved: String) -> Bool {
        resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "a special file"
        }
    }
}

/// The results of reads made on several threads, each set once.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<[UInt8], SiteFileError>?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<[UInt8], SiteFileError>) { lock.withLock { values[index] = value } }
    var all: [Result<[UInt8], SiteFileError>] { lock.withLock { values.map { $0! } } }
}
