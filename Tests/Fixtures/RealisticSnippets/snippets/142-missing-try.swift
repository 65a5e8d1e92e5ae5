// ios: 15
// expect: error 6: is not marked with 'try'
// topic: URLSession.data(from:) without try
// apis: URLSession.data(from:delegate:)
func fetchAvatar(from url: URL) async throws -> Data {
    let (data, _) = await URLSession.shared.data(from: url)
    return data
}
