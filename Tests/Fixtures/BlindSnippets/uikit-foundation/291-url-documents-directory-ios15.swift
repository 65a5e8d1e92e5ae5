// ios: 15
// expect: error 11: is only available in iOS 16.0 or newer
// topic: Saving notes to URL.documentsDirectory (iOS 16) in a code base that still supports iOS 15
// apis: URL.documentsDirectory, URL.appending(path:directoryHint:), FileManager.urls(for:in:), URL.appendingPathComponent(_:), JSONEncoder, JSONDecoder
// source: https://developer.apple.com/documentation/foundation/url/documentsdirectory
import Foundation

enum NotesPersistence {
    static func save(_ notes: [String]) throws {
        let data = try JSONEncoder().encode(notes)
        let url = URL.documentsDirectory.appending(path: "notes.json")
        try data.write(to: url, options: [.atomic, .completeFileProtection])
    }

    static func load() -> [String] {
        guard let directory = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first else { return [] }
        let url = directory.appendingPathComponent("notes.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }
}
