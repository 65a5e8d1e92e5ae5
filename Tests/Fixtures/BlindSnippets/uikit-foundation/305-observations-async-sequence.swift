// ios: 26
// expect: pass
// topic: Streaming changes of a main-actor @Observable model into a UILabel with the Observations async sequence (Swift 6.2, iOS 26)
// apis: Observations, Observable(), MainActor, Task, AsyncSequence
// source: https://developer.apple.com/documentation/observation/observations
import UIKit
import Observation

@MainActor
@Observable
final class UploadQueue {
    var pendingCount = 0
    var isOnline = true
}

final class UploadStatusViewController: UIViewController {
    private let queue = UploadQueue()
    private let statusLabel = UILabel()
    private var statusTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.frame = CGRect(x: 20, y: 100, width: 320, height: 44)
        view.addSubview(statusLabel)

        let queue = self.queue
        let statuses = Observations {
            queue.isOnline ? "\(queue.pendingCount) uploads pending" : "Offline – uploads paused"
        }
        statusTask = Task { [weak self] in
            for await status in statuses {
                self?.statusLabel.text = status
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        statusTask?.cancel()
    }

    func enqueue() {
        queue.pendingCount += 1
    }
}
