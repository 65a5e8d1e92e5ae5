// ios: 15
// expect: error 7: cannot use mutating member on immutable value: 'request' is a 'let' constant
// topic: setValue(_:forHTTPHeaderField:) on a let URLRequest
// apis: URLRequest.setValue(_:forHTTPHeaderField:)
func authorizedRequest(url: URL, token: String) -> URLRequest {
    let request = URLRequest(url: url)
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    return request
}
