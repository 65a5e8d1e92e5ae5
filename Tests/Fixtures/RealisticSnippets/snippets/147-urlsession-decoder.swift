// ios: 15
// expect: pass
// topic: URLSession.data(for:) with JSONDecoder strategies and HTTPURLResponse check
// apis: URLRequest, URLSession.data(for:delegate:), JSONDecoder.keyDecodingStrategy, JSONDecoder.dateDecodingStrategy, HTTPURLResponse.statusCode
struct Repo: Decodable {
    let fullName: String
    let stargazersCount: Int
    let updatedAt: Date
}

enum APIError: Error {
    case badStatus(Int)
}

func fetchRepos(user: String) async throws -> [Repo] {
    var request = URLRequest(url: URL(string: "https://api.example.com/users/\(user)/repos")!)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.timeoutInterval = 15
    let (data, response) = try await URLSession.shared.data(for: request)
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        throw APIError.badStatus(http.statusCode)
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Repo].self, from: data)
}
