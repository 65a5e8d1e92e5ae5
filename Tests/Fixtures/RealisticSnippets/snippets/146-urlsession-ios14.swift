// ios: 14
// expect: pass
// topic: async URLSession.data(from:) at iOS 14 (back-deployed to iOS 13 in the SDK)
// apis: URLSession.data(from:delegate:)
@available(iOS 13.0, *)
func loadFeed(_ url: URL) async throws -> Data {
    let (data, _) = try await URLSession.shared.data(from: url)
    return data
}
