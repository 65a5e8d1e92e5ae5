import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileBytes {
    /// The identity of the regular file at `path` without reading it: device, inode, size, and the times of its
    /// last change of contents (`mtime`) and of its inode (`ctime`), to the nanosecond; nil when there is none,
    /// it is not a regular file (a link is not followed), or it keeps changing (see below).
    ///
    /// Writing a file's bytes sets both times; a program can set `mtime` back, but not `ctime` (only the
    /// clock does), so an identity that did not change is a file whose bytes did not change. This is how
    /// the build keys a file it may never read, such as a 4 GiB file no article references: by a `stat`,
    /// not by reading 4 GiB on every build.
    ///
    /// One case needs care, as in git's "racily clean" files: the kernel stamps `ctime` from a clock that
    /// advances in ticks of a few milliseconds, so a file changed in the tick its identity is taken could
    /// change again in that tick and keep its identity. An identity is therefore only given for a file whose
    /// `ctime` is older than the tick in which it was read; for one changed in the current tick, the call waits
    /// for the next tick (a few milliseconds) and reads it again, three times at most.
    public static func identity(_ path: String) -> String? {
        for _ in 0..<3 {
            let now = ChangeClock.now()
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            #if canImport(Darwin)
                let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
            #else
                let (modified, changed) = (info.st_mtim, info.st_ctim)
            #endif
            guard ChangeClock.isBefore(changed, now) else {
                ChangeClock.waitOneTick()
                continue
            }
            return "\(info.st_dev):\(info.st_ino) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
                + " \(changed.tv_sec).\(changed.tv_nsec)"
        }
        return nil
    }
}

/// The clock the kernel stamps file times with: on Linux the coarse real-time clock (one tick is a few
/// milliseconds), elsewhere the real-time clock.
enum ChangeClock {
    #if canImport(Glibc)
        static let id = CLOCK_REALTIME_COARSE
    #else
        static let id = CLOCK_REALTIME
    #endif

    /// The clock's time now.
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(id, &time)
        return time
    }

    /// Whether `time` is strictly before `other`.
    static func isBefore(_ time: timespec, _ other: timespec) -> Bool {
        (time.tv_sec, time.tv_nsec) < (other.tv_sec, other.tv_nsec)
    }

    /// Sleeps for one tick of the clock (at least a millisecond).
    static func waitOneTick() {
        var resolution = timespec()
        clock_getres(id, &resolution)
        let nanoseconds = max(Int(resolution.tv_sec) * 1_000_000_000 + Int(resolution.tv_nsec), 1_000_000)
        usleep(useconds_t(nanoseconds / 1000 + 1))
    }
}
