// ios: 16
// expect: pass
// topic: Replacing FileManager.urls(for:in:) and appendingPathComponent with the iOS 16 URL directory and appending APIs
// apis: URL.documentsDirectory, URL.temporaryDirectory, appending(path:directoryHint:), appending(component:directoryHint:), appending(queryItems:), URL(filePath:directoryHint:relativeTo:), path(percentEncoded:)
// source: https://developer.apple.com/documentation/foundation/url/documentsdirectory, https://developer.apple.com/documentation/foundation/url/appending(path:directoryhint:), https://developer.apple.com/documentation/foundation/url/appending(queryitems:)
import UIKit

final class ExportController {
    private let exportsFolder = URL.documentsDirectory.appending(path: "Exports", directoryHint: .isDirectory)

    func writeReport(named name: String, contents: String) throws -> URL {
        try FileManager.default.createDirectory(at: exportsFolder, withIntermediateDirectories: true)
        let file = exportsFolder.appending(component: "\(name).csv")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        print("Saved to \(file.path(percentEncoded: false))")
        return file
    }

    func scratchFile() -> URL {
        URL.temporaryDirectory.appending(component: UUID().uuidString)
    }

    func searchURL(for query: String, page: Int) -> URL {
        let base = URL(string: "https://api.example.com/v2/search")!
        return base.appending(queryItems: [
            URLQueryItem(name: "q", value: query),
            URLQueryItem(name: "page", value: String(page))
        ])
    }

    func legacyCacheFile() -> URL {
        URL(filePath: "/tmp/legacy-cache.json")
    }
}
