// ios: 15.0
// expect: pass
import Foundation

enum ExportError: LocalizedError {
    case noSpace(required: Int)
    case unavailable

    var errorDescription: String? {
        switch self {
        case .noSpace: "Not enough space"
        case .unavailable: "Destination unavailable"
        }
    }
    var failureReason: String? { nil }
    var recoverySuggestion: String? {
        switch self {
        case let .noSpace(required): "Free \(required) MB and try again."
        case .unavailable: "Reconnect the drive."
        }
    }
    var helpAnchor: String? { "export" }
}
let error: Error = ExportError.unavailable
print(error.localizedDescription, (error as? LocalizedError)?.recoverySuggestion ?? "")
