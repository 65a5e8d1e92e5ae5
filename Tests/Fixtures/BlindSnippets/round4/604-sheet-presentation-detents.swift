// ios: 15
// expect: pass
// topic: Presenting a resizable half-height sheet with UISheetPresentationController instead of a custom presentation controller
// apis: sheetPresentationController, UISheetPresentationController.detents, medium(), large(), selectedDetentIdentifier, largestUndimmedDetentIdentifier, prefersGrabberVisible, preferredCornerRadius, animateChanges(_:)
// source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller, https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
import UIKit

final class FiltersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Filters"
    }
}

final class MapScreenViewController: UIViewController {
    @objc func showFilters() {
        let filters = FiltersViewController()
        let nav = UINavigationController(rootViewController: filters)
        nav.modalPresentationStyle = .pageSheet
        if let sheet = nav.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.preferredCornerRadius = 20
        }
        present(nav, animated: true)
    }

    func expandFilters() {
        guard let sheet = presentedViewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}
