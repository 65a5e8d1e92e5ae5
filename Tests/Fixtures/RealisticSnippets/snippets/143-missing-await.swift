// ios: 15
// expect: error 6: expression is 'async' but is not marked with 'await'
// topic: URLSession.data(for:) without await
// apis: URLSession.data(for:delegate:)
func postComment(_ request: URLRequest) async throws -> Int {
    let (_, response) = try URLSession.shared.data(for: request)
    return (response as? HTTPURLResponse)?.statusCode ?? 0
}
