// ios: 18
// expect: pass
// topic: Showing trip dates as an iOS 26 navigation subtitle, falling back to the navigation prompt on iOS 18
// apis: UINavigationItem.subtitle, UINavigationItem.prompt, UINavigationItem.largeTitleDisplayMode, Date.FormatStyle
// source: https://developer.apple.com/documentation/uikit/uinavigationitem/subtitle, https://developer.apple.com/documentation/uikit/uinavigationitem/prompt
import UIKit

final class TripViewController: UIViewController {
    var start = Date()
    var end = Date().addingTimeInterval(6 * 24 * 60 * 60)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lisbon"
        navigationItem.largeTitleDisplayMode = .always
        updateDates()
    }

    private func updateDates() {
        let range = "\(start.formatted(.dateTime.month(.abbreviated).day())) – \(end.formatted(.dateTime.month(.abbreviated).day()))"
        if #available(iOS 26.0, *) {
            navigationItem.subtitle = range
        } else {
            navigationItem.prompt = range
        }
    }
}
