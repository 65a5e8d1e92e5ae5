#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the preview uses, retrying on `EINTR` and never raising SIGPIPE.
enum Socket {
    /// The `send` flag that turns a write to a closed peer into `EPIPE` instead of SIGPIPE (Linux); on
    /// Darwin the socket option `SO_NOSIGPIPE` does the same (see `configureConnection`).
    static var noSignal: Int32 {
        #if os(Linux)
            Int32(MSG_NOSIGNAL)
        #else
            0
        #endif
    }

    /// The outcome of waiting for and reading bytes.
    enum ReadResult: Equatable {
        /// This many bytes were appended.
        case data(Int)
        /// The peer closed its side.
        case closed
        /// Nothing arrived in time.
        case timedOut
        /// The read failed (reset, shut down, ...).
        case failed
    }

    /// Creates a stream socket that is not inherited by child processes.
    static func makeStreamSocket() -> Int32 {
        #if os(Linux)
            socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    /// Accepts a connection on a listening socket, not inherited by child processes; -1 with `errno` set
    /// on failure. (`accept4` would set close-on-exec atomically, but Glibc's module map does not export it.)
    static func accept(_ listener: Int32) -> Int32 {
        #if canImport(Glibc)
            let connection = Glibc.accept(listener, nil, nil)
        #else
            let connection = Darwin.accept(listener, nil, nil)
        #endif
        if connection >= 0 { _ = fcntl(connection, F_SETFD, FD_CLOEXEC) }
        return connection
    }

    /// Sets an integer socket option; returns whether it took.
    @discardableResult
    static func setOption(_ descriptor: Int32, _ level: Int32, _ name: Int32, _ value: Int32) -> Bool {
        var value = value
        return setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// Prepares an accepted connection: no SIGPIPE, and a send timeout so a stalled client cannot hold a
    /// thread forever.
    static func configureConnection(_ descriptor: Int32, sendTimeout: Double) {
        #if canImport(Darwin)
            setOption(descriptor, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
        let seconds = max(sendTimeout, 0.001)
        var timeout = timeval()
        timeout.tv_sec = .init(seconds.rounded(.down))
        timeout.tv_usec = .init((seconds - seconds.rounded(.down)) * 1_000_000)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all of `bytes` (blocking, bounded by the socket's send timeout); false when the peer is gone
    /// or too slow.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress! + offset, bytes.count - offset, noSignal)
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Waits up to `timeout` seconds for bytes and appends at most `limit` of them to `buffer`.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8], limit: Int, timeout: Double) -> ReadResult {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(timeout, 3600)) * 1000)
        let ready = poll(&entry, 1, milliseconds)
        if ready == 0 { return .timedOut }
        if ready < 0 { return errno == EINTR ? .data(0) : .failed }
        var chunk = [UInt8](repeating: 0, count: max(1, min(limit, 16 * 1024)))
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
        if count > 0 {
            buffer += chunk[0..<count]
            return .data(count)
        }
        if count == 0 { return .closed }
        return errno == EINTR || errno == EAGAIN ? .data(0) : .failed
    }

    /// Closes the sending side and reads (and discards) what the client still sends, for up to `timeout`
    /// seconds, before the caller closes: closing with unread bytes would reset the connection and could
    /// destroy the response before the client reads it.
    static func lingeringClose(_ descriptor: Int32, timeout: Double) {
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = Clock.now + timeout
        var discarded = 0
        var scratch: [UInt8] = []
        while discarded < 256 * 1024 {
            let remaining = deadline - Clock.now
            guard remaining > 0 else { return }
            scratch.removeAll(keepingCapacity: true)
            switch read(descriptor, into: &scratch, limit: 16 * 1024, timeout: remaining) {
            case .data(let count): discarded += count
            case .closed, .timedOut, .failed: return
            }
        }
    }
}

/// A monotonic clock in seconds, for deadlines.
enum Clock {
    /// Seconds since an arbitrary fixed point; unaffected by changes of the wall clock.
    static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
