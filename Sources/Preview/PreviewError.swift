import Foundation

/// Why the preview server or the file watcher could not start.
public enum PreviewError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Another process already listens on the port.
    case portInUse(port: UInt16)
    /// The system refused the port, usually a privileged one (below 1024).
    case portNotPermitted(port: UInt16)
    /// A socket call failed for another reason.
    case socket(operation: String, reason: String)
    /// `start()` was called on a server or watcher that was already started (or stopped).
    case alreadyStarted
    /// A path to watch is missing, is not a folder, or cannot be watched.
    case watch(path: String, reason: String)

    /// The message for the user, in the form the command line prints.
    public var description: String {
        switch self {
        case .portInUse(let port):
            "127.0.0.1:\(port) is in use; pick another with --port"
        case .portNotPermitted(let port):
            "127.0.0.1:\(port) needs privileges this process lacks; pick a port above 1023 with --port"
        case .socket(let operation, let reason):
            "could not start the preview server: \(operation) failed: \(reason)"
        case .alreadyStarted:
            "the preview was already started; create a new one to start again"
        case .watch(let path, let reason):
            "cannot watch \(path): \(reason)"
        }
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
