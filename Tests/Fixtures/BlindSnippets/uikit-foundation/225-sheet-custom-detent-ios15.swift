// ios: 15
// expect: error 18: is only available in iOS 16.0 or newer
// topic: Fixed-height custom sheet detent (iOS 16) added to an app that keeps its iOS 15 deployment target
// apis: UISheetPresentationController.Detent.custom(identifier:resolver:), UISheetPresentationController.detents, Detent.large()
// source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
import UIKit

final class FiltersPresenter {
    weak var host: UIViewController?

    init(host: UIViewController) {
        self.host = host
    }

    @MainActor
    func presentFilters(_ filters: UIViewController) {
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.custom { _ in 240 }, .large()]
            sheet.prefersGrabberVisible = true
        }
        host?.present(filters, animated: true)
    }
}
