// ios: 15.0
// expect: pass
import Foundation

func load() async throws -> Data {
    let (data, response) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
        throw URLError(.badServerResponse)
    }
    return data
}
