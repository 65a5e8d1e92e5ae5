// ios: 14.0
// expect: error: is only available in iOS 15
import Foundation

func load() async throws -> Data {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return data
}
