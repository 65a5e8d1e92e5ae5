#if os(Linux)
    import Dispatch
    import Glibc

    /// Reports changes through Linux inotify: one watch per folder, added for folders created (or moved in)
    /// later and removed for folders deleted (or moved out).
    final class InotifyBackend: WatchBackend, @unchecked Sendable {
        /// The events watched on every folder. `IN_ATTRIB` is included so `touch` counts as a change, as
        /// it does for the polling backend.
        static let mask =
            UInt32(IN_CREATE) | UInt32(IN_MODIFY) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO)
            | UInt32(IN_CLOSE_WRITE) | UInt32(IN_DELETE_SELF) | UInt32(IN_ATTRIB)

        private let roots: [String]
        private let report: @Sendable ([String]) -> Void
        private let queue = DispatchQueue(label: "puente.preview.watcher.inotify")

        // Only touched on `queue`.
        private var descriptor: Int32 = -1
        private var source: DispatchSourceRead?
        private var folders: [Int32: String] = [:]
        private var watches: [String: Int32] = [:]
        private var watchFailure: String?

        /// Creates a backend for folders, reporting through `report`.
        init(roots: [String], report: @escaping @Sendable ([String]) -> Void) {
            self.roots = roots
            self.report = report
        }

        /// Adds the watches (so changes right after this returns are seen) and starts reading events.
        func start() throws(PreviewError) {
            let result = queue.sync { Result { () throws(PreviewError) in try startOnQueue() } }
            try result.get()
        }

        /// Creates the inotify instance, adds the watches and starts the read source. On `queue`.
        private func startOnQueue() throws(PreviewError) {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw .watch(path: roots.first ?? "", reason: String(cString: strerror(errno)))
            }
            self.descriptor = descriptor
            for root in roots {
                guard addWatch(root) else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    self.descriptor = -1
                    throw .watch(path: root, reason: reason)
                }
                _ = addTree(under: root)
            }
            if let failure = watchFailure {
                // Usually the per-user watch limit (fs.inotify.max_user_watches): polling sees everything.
                close(descriptor)
                self.descriptor = -1
                folders.removeAll()
                watches.removeAll()
                throw .watch(path: roots.first ?? "", reason: failure)
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [weak self] in self?.readEvents() }
            source.setCancelHandler { close(descriptor) }
            source.resume()
            self.source = source
        }

        func stop() {
            queue.sync {
                source?.cancel()
                source = nil
                folders.removeAll()
                watches.removeAll()
            }
        }

        /// Watches one folder; false when the kernel refuses. On `queue`.
        private func addWatch(_ folder: String) -> Bool {
            let watch = inotify_add_watch(descriptor, folder, Self.mask | UInt32(IN_ONLYDIR))
            guard watch >= 0 else {
                if errno == ENOSPC || errno == ENOMEM {
                    watchFailure = "\(folder): \(String(cString: strerror(errno)))"
                }
                return false
            }
            folders[watch] = folder
            watches[folder] = watch
            return true
        }

        /// Watches every folder below `folder` (not following symbolic links) and returns every path found,
        /// so files created in a new folder before its watch existed are reported too. On `queue`.
        private func addTree(under folder: String) -> [String] {
            var found: [String] = []
            var pending = [folder]
            while let current = pending.popLast() {
                guard let directory = opendir(current) else { continue }
                defer { closedir(directory) }
                while let entry = readdir(directory) {
                    let name = withUnsafePointer(to: entry.pointee.d_name) {
                        $0.withMemoryRebound(
                            to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)
                        ) { String(cString: $0) }
                    }
                    if name == "." || name == ".." { continue }
                    let path = current + "/" + name
                    found.append(path)
                    var info = stat()
                    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, addWatch(path) {
                        pending.append(path)
                    }
                }
            }
            return found
        }

        /// Forgets the watches of a folder and everything below it (deleted or moved away). On `queue`.
        private func removeTree(under folder: String) {
            let prefix = folder + "/"
            for (path, watch) in watches where path == folder || path.hasPrefix(prefix) {
                inotify_rm_watch(descriptor, watch)
                watches[path] = nil
                folders[watch] = nil
            }
        }

        /// Reads every queued event and reports the paths they concern. On `queue`.
        private func readEvents() {
            var changed: [String] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                changed += parse(buffer[0..<count])
            }
            if !changed.isEmpty { report(changed) }
        }

        /// The paths concerned by a batch of raw `inotify_event` records, updating the watches. On `queue`.
        private func parse(_ bytes: ArraySlice<UInt8>) -> [String] {
            var changed: [String] = []
            var offset = bytes.startIndex
            let headerSize = 16  // int wd; uint32_t mask, cookie, len;
            while offset + headerSize <= bytes.endIndex {
                let header = bytes.withUnsafeBytes { raw in
                    (
                        watch: raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: Int32.self),
                        mask: raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 4, as: UInt32.self),
                        length: raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 12, as: UInt32.self)
                    )
                }
                let nameStart = offset + headerSize
                let nameEnd = min(nameStart + Int(header.length), bytes.endIndex)
                let nameBytes = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset = nameEnd
                changed += handle(watch: header.watch, mask: header.mask, name: name)
            }
            return changed
        }

        /// Applies one event to the watches and returns the paths it concerns. On `queue`.
        private func handle(watch: Int32, mask: UInt32, name: String) -> [String] {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: watch any folder created meanwhile and report the roots as changed.
                var changed = roots
                for root in roots { changed += addTree(under: root) }
                return changed
            }
            if mask & UInt32(IN_IGNORED) != 0 {
                if let folder = folders.removeValue(forKey: watch), watches[folder] == watch { watches[folder] = nil }
                return []
            }
            guard let folder = folders[watch] else { return [] }
            guard !name.isEmpty else {
                // An event about the watched folder itself, such as its deletion.
                return mask & UInt32(IN_DELETE_SELF) != 0 ? [folder] : []
            }
            let path = folder + "/" + name
            var changed = [path]
            if mask & UInt32(IN_ISDIR) != 0 {
                if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0, addWatch(path) {
                    changed += addTree(under: path)
                }
                if mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0 {
                    removeTree(under: path)
                }
            }
            return changed
        }
    }
#endif
