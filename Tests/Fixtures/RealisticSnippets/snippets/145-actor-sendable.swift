// ios: 15
// expect: pass
// topic: actor cache with Sendable values
// apis: actor, Sendable, Task
struct Thumbnail: Sendable {
    let id: String
    let bytes: [UInt8]
}

actor ThumbnailCache {
    private var storage: [String: Thumbnail] = [:]
    private var inFlight: [String: Task<Thumbnail, Never>] = [:]

    func thumbnail(for id: String) async -> Thumbnail {
        if let cached = storage[id] { return cached }
        if let task = inFlight[id] { return await task.value }
        let task = Task { Thumbnail(id: id, bytes: []) }
        inFlight[id] = task
        let result = await task.value
        storage[id] = result
        inFlight[id] = nil
        return result
    }
}
