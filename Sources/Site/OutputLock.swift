import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on one output folder, held while a build publishes into it, so two builds never
/// interleave their writes. It is a `flock` on the folder that holds the output folder (where the staging
/// folder and the exchange happen), so it leaves no file behind, and the kernel releases it when the process
/// ends, however it ends: a killed build never leaves a stale lock.
struct OutputLock {
    private let descriptor: Int32

    /// Takes the lock for the output folder `live`, waiting for a build that holds it (and saying so once).
    static func acquire(beside live: URL) throws(OutputError) -> OutputLock {
        let path = live.deletingLastPathComponent().path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .io(
                path: path, operation: "open the folder that holds the output", reason: String(cString: strerror(errno))
            )
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .io(path: path, operation: "lock", reason: reason)
            }
            FileHandle.standardError.write(
                Data("puente: another build is writing \(live.path); waiting for it to finish\n".utf8))
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw .io(path: path, operation: "lock", reason: reason)
                }
            }
        }
        return OutputLock(descriptor: descriptor)
    }

    /// Lets the next build in.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
