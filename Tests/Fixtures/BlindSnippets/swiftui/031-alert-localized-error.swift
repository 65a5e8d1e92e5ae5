// ios: 15
// expect: pass
// topic: Surfacing a LocalizedError with alert(isPresented:error:actions:message:)
// apis: alert(isPresented:error:actions:message:), LocalizedError, errorDescription, recoverySuggestion
// source: https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:)
import SwiftUI

enum SyncError: LocalizedError {
    case offline
    case quotaExceeded(megabytes: Int)

    var errorDescription: String? {
        switch self {
        case .offline: return "You're offline"
        case .quotaExceeded: return "Storage is full"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .offline: return "Check your connection and try again."
        case .quotaExceeded(let megabytes): return "Free up \(megabytes) MB to continue syncing."
        }
    }
}

struct SyncButton: View {
    @State private var error: SyncError?
    @State private var showError = false

    var body: some View {
        Button("Sync now") {
            error = .quotaExceeded(megabytes: 120)
            showError = true
        }
        .alert(isPresented: $showError, error: error) { _ in
            Button("OK", role: .cancel) {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}
