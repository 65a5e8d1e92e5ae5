// ios: 15
// expect: pass
// topic: registerForTraitChanges on iOS 17 and traitCollectionDidChange guarded by #unavailable for older systems
// apis: registerForTraitChanges(_:handler:), UITraitHorizontalSizeClass, UIViewController.traitCollectionDidChange(_:), #unavailable
// source: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:), https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
import UIKit

final class ChartContainerViewController: UIViewController {
    private let chartView = UIView()
    private let legendView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(chartView)
        view.addSubview(legendView)
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (controller: ChartContainerViewController, _: UITraitCollection) in
                controller.relayout(for: controller.traitCollection.horizontalSizeClass)
            }
        }
        relayout(for: traitCollection.horizontalSizeClass)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0) {
            if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
                relayout(for: traitCollection.horizontalSizeClass)
            }
        }
    }

    private func relayout(for sizeClass: UIUserInterfaceSizeClass) {
        let bounds = view.bounds
        if sizeClass == .regular {
            chartView.frame = CGRect(x: 0, y: 0, width: bounds.width * 0.7, height: bounds.height)
            legendView.frame = CGRect(x: bounds.width * 0.7, y: 0, width: bounds.width * 0.3, height: bounds.height)
        } else {
            chartView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * 0.7)
            legendView.frame = CGRect(x: 0, y: bounds.height * 0.7, width: bounds.width, height: bounds.height * 0.3)
        }
    }
}
