// ios: 14
// expect: error 18: is only available in iOS 15.0 or newer
// topic: Bridging a Combine subject into async/await with Publisher.values (iOS 15) while targeting iOS 14
// apis: CurrentValueSubject, Publisher.values, Task, UIProgressView
// source: https://developer.apple.com/documentation/combine/publisher/values-1dm9r
import UIKit
import Combine

final class DownloadProgressViewController: UIViewController {
    private let progress = CurrentValueSubject<Double, Never>(0)
    private let progressView = UIProgressView(progressViewStyle: .bar)

    override func viewDidLoad() {
        super.viewDidLoad()
        progressView.frame = CGRect(x: 20, y: 100, width: 280, height: 4)
        view.addSubview(progressView)
        Task {
            for await value in progress.values {
                progressView.setProgress(Float(value), animated: true)
            }
        }
    }

    func update(fractionCompleted: Double) {
        progress.send(fractionCompleted)
    }
}
