// ios: 15
// expect: pass
// topic: withThrowingTaskGroup downloading thumbnails
// apis: withThrowingTaskGroup(of:returning:body:), ThrowingTaskGroup.addTask(priority:operation:), URLSession.data(from:delegate:)
func downloadAll(_ urls: [URL]) async throws -> [URL: Data] {
    try await withThrowingTaskGroup(of: (URL, Data).self) { group in
        for url in urls {
            group.addTask {
                let (data, _) = try await URLSession.shared.data(from: url)
                return (url, data)
            }
        }
        var results: [URL: Data] = [:]
        for try await (url, data) in group {
            results[url] = data
        }
        return results
    }
}
