// ios: 14
// expect: error 7: is only available in iOS 15.0 or newer
// topic: async URLSession.data(from:) at iOS 14
// apis: URLSession.data(from:delegate:)
@available(iOS 13.0, *)
func loadFeed(_ url: URL) async throws -> Data {
    let (data, _) = try await URLSession.shared.data(from: url)
    return data
}
