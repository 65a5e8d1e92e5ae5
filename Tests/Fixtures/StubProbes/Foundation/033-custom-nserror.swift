// ios: 15.0
// expect: pass
import Foundation

struct SyncError: CustomNSError, LocalizedError {
    static var errorDomain: String { "com.example.sync" }
    var errorCode: Int { 7 }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "Sync failed"] }
    var errorDescription: String? { "Sync failed" }
}
let nsError = NSError(domain: SyncError.errorDomain, code: 7)
print(nsError.code, nsError.localizedDescription, SyncError().errorCode)
