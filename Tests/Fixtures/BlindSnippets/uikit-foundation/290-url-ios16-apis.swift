// ios: 16
// expect: pass
// topic: Modern URL building with URL.documentsDirectory, appending(path:), appending(queryItems:) and URL(filePath:) (iOS 16)
// apis: URL.documentsDirectory, URL.appending(path:directoryHint:), URL.appending(component:directoryHint:), URL.appending(queryItems:), URL.init(filePath:directoryHint:), URL.path(percentEncoded:), FileManager.createDirectory(at:withIntermediateDirectories:attributes:)
// source: https://developer.apple.com/documentation/foundation/url/documentsdirectory, https://developer.apple.com/documentation/foundation/url/appending(path:directoryhint:)
import Foundation

struct DraftStore {
    let folder = URL.documentsDirectory.appending(path: "Drafts", directoryHint: .isDirectory)

    func fileURL(for id: UUID) -> URL {
        folder.appending(component: id.uuidString).appendingPathExtension("json")
    }

    func save(_ data: Data, id: UUID) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: fileURL(for: id), options: .atomic)
    }

    func allDrafts() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
    }
}

func searchURL(for query: String, page: Int) -> URL {
    URL(string: "https://api.example.com/v2/search")!.appending(queryItems: [
        URLQueryItem(name: "q", value: query),
        URLQueryItem(name: "page", value: String(page))
    ])
}

let thumbnailIndex = URL(filePath: "/tmp/thumbnails", directoryHint: .isDirectory).appending(path: "index.plist")
let thumbnailIndexPath = thumbnailIndex.path(percentEncoded: false)
