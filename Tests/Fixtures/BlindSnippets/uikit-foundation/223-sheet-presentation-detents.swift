// ios: 15
// expect: pass
// topic: Half-height resizable sheets with UISheetPresentationController medium/large detents (iOS 15)
// apis: UIViewController.sheetPresentationController, UISheetPresentationController.detents, Detent.medium(), Detent.large(), prefersGrabberVisible, largestUndimmedDetentIdentifier, animateChanges(_:), UISheetPresentationControllerDelegate
// source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
import UIKit

final class MapViewController: UIViewController, UISheetPresentationControllerDelegate {
    func showDetails(_ details: UIViewController) {
        if let sheet = details.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.preferredCornerRadius = 20
            sheet.delegate = self
        }
        present(details, animated: true)
    }

    func expandDetails() {
        guard let sheet = presentedViewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        let isExpanded = sheetPresentationController.selectedDetentIdentifier == .large
        navigationController?.setNavigationBarHidden(isExpanded, animated: true)
    }
}
