// ios: 15
// expect: pass
// topic: withCheckedThrowingContinuation bridging a completion handler
// apis: withCheckedThrowingContinuation(function:_:), CheckedContinuation.resume(returning:), resume(throwing:)
final class LegacyGeocoder {
    func lookup(_ address: String, completion: @escaping (Result<String, Error>) -> Void) {
        completion(.success("40.4168, -3.7038"))
    }
}

extension LegacyGeocoder {
    func lookup(_ address: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            lookup(address) { result in
                continuation.resume(with: result)
            }
        }
    }
}
