// ios: 17
// expect: pass
// topic: Loading gallery thumbnails concurrently with withTaskGroup and fire-and-forget prefetching with withDiscardingTaskGroup (iOS 17)
// apis: withTaskGroup(of:returning:body:), TaskGroup.addTask(priority:operation:), withDiscardingTaskGroup(returning:body:), DiscardingTaskGroup.addTask(priority:operation:), URLSession.data(from:delegate:)
// source: https://developer.apple.com/documentation/swift/withtaskgroup(of:returning:isolation:body:), https://developer.apple.com/documentation/swift/withdiscardingtaskgroup(returning:isolation:body:)
import UIKit

enum ThumbnailLoader {
    static func data(for id: Int) async throws -> Data {
        let url = URL(string: "https://img.example.com/thumbs/\(id).jpg")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
}

final class GalleryViewController: UIViewController {
    private var thumbnails: [Int: UIImage] = [:]

    func loadThumbnails(ids: [Int]) async {
        await withTaskGroup(of: (Int, Data?).self) { group in
            for id in ids {
                group.addTask {
                    (id, try? await ThumbnailLoader.data(for: id))
                }
            }
            for await (id, data) in group {
                if let data = data {
                    thumbnails[id] = UIImage(data: data)
                }
            }
        }
    }

    func prefetch(ids: [Int]) async {
        await withDiscardingTaskGroup { group in
            for id in ids {
                group.addTask {
                    _ = try? await ThumbnailLoader.data(for: id)
                }
            }
        }
    }
}
