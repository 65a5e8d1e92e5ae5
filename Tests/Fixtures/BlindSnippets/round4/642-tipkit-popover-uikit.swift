// ios: 18
// expect: pass
// topic: Presenting a TipKit popover from a UIKit button by observing the tip's shouldDisplayUpdates
// apis: Tip, TipUIPopoverViewController(_:sourceItem:actionHandler:), Tip.shouldDisplayUpdates, Tip.invalidate(reason:), Tips.InvalidationReason.actionPerformed
// source: https://developer.apple.com/documentation/tipkit/tipuipopoverviewcontroller, https://developer.apple.com/documentation/tipkit/tipuipopoverviewcontroller/init(_:sourceitem:actionhandler:)
import UIKit
import TipKit

struct FilterFeedTip: Tip {
    var title: Text { Text("Filter your feed") }
    var message: Text? { Text("Show only the topics you follow.") }
    var image: Image? { Image(systemName: "line.3.horizontal.decrease.circle") }
}

final class FeedViewController: UIViewController {
    private let filterButton = UIButton(type: .system)
    private let filterTip = FilterFeedTip()
    private var tipObservationTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        filterButton.setImage(UIImage(systemName: "line.3.horizontal.decrease.circle"), for: .normal)
        filterButton.addTarget(self, action: #selector(filterTapped), for: .primaryActionTriggered)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: filterButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservationTask = Task { [weak self] in
            guard let self else { return }
            for await shouldDisplay in filterTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(filterTip, sourceItem: filterButton)
                    present(popover, animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tipObservationTask?.cancel()
        tipObservationTask = nil
    }

    @objc private func filterTapped() {
        filterTip.invalidate(reason: .actionPerformed)
    }
}
