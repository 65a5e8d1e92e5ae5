// ios: 15.0
// expect: pass
import Foundation

struct Track: Identifiable, Codable, Hashable {
    let id: UUID
    let title: String
    let url: URL
}
let track = Track(id: UUID(), title: "Song", url: URL(string: "https://example.com/song.mp3")!)
let data = try JSONEncoder().encode(track)
let decoded = try JSONDecoder().decode(Track.self, from: data)
let file = URL(fileURLWithPath: "/tmp").appendingPathComponent("track.json")
try data.write(to: file, options: .atomic)
print(decoded.id.uuidString, file.lastPathComponent, data.count, UUID(uuidString: "bad") == nil)
