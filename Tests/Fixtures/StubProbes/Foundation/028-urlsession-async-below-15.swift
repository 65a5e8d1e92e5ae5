// ios: 14.0
// expect: pass
// Apple's Foundation declares `data(from:)` in an `@available(iOS 13.0, *)` extension (`@_alwaysEmitIntoClient
// @_disfavoredOverload`, beside iOS 15's `data(from:delegate:)`): the async call back-deploys, so it compiles here.
import Foundation

func load() async throws -> Data {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return data
}
