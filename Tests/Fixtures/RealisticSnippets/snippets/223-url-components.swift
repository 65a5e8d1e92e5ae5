// ios: 15
// expect: pass
// topic: URLComponents with query items
// apis: URLComponents, URLQueryItem, URLComponents.url
func searchURL(term: String, page: Int) -> URL? {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "api.example.com"
    components.path = "/search"
    components.queryItems = [
        URLQueryItem(name: "q", value: term),
        URLQueryItem(name: "page", value: String(page)),
    ]
    return components.url
}
