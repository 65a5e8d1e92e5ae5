// ios: 15
// expect: error 23: is only available in iOS 16.0 or newer
// topic: Formatting a stopwatch label with Duration (iOS 16) while the app still targets iOS 15
// apis: Duration.seconds(_:), Duration.formatted(_:), Duration.TimeFormatStyle.Pattern.minuteSecond, Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)
// source: https://developer.apple.com/documentation/swift/duration/formatted(_:)
import UIKit

final class StopwatchViewController: UIViewController {
    private let timeLabel = UILabel()
    private var startDate = Date()
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .light)
        timeLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 60)
        view.addSubview(timeLabel)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc private func tick() {
        let elapsed = Date().timeIntervalSince(startDate)
        timeLabel.text = Duration.seconds(elapsed).formatted(.time(pattern: .minuteSecond))
    }
}
