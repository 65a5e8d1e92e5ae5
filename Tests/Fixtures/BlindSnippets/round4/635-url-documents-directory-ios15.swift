// ios: 15
// expect: error 17: is only available in iOS 16.0 or newer
// topic: Using URL.documentsDirectory (iOS 16) in a drafts store that still deploys to iOS 15
// apis: URL.documentsDirectory, appendingPathComponent(_:), FileManager.createDirectory(at:withIntermediateDirectories:attributes:), JSONEncoder
// source: https://developer.apple.com/documentation/foundation/url/documentsdirectory
import Foundation

struct Draft: Codable {
    let id: UUID
    var text: String
}

final class DraftStore {
    private let encoder = JSONEncoder()

    func save(_ draft: Draft) throws {
        let folder = URL.documentsDirectory.appendingPathComponent("Drafts", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: nil)
        let data = try encoder.encode(draft)
        try data.write(to: folder.appendingPathComponent("\(draft.id.uuidString).json"), options: .atomic)
    }

    func cachesFolder() -> URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    }
}
