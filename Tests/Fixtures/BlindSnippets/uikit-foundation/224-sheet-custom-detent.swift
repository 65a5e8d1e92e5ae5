// ios: 16
// expect: pass
// topic: A custom "peek" sheet detent with a resolver and identifier (iOS 16), invalidated when the layout changes
// apis: UISheetPresentationController.Detent.custom(identifier:resolver:), UISheetPresentationController.Detent.Identifier, UISheetPresentationControllerDetentResolutionContext.maximumDetentValue, UISheetPresentationController.invalidateDetents()
// source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
import UIKit

extension UISheetPresentationController.Detent.Identifier {
    static let peek = UISheetPresentationController.Detent.Identifier("peek")
}

final class PlayerViewController: UIViewController {
    var peekHeight: CGFloat = 160 {
        didSet { presentedViewController?.sheetPresentationController?.invalidateDetents() }
    }

    func presentQueue(_ queue: UIViewController) {
        guard let sheet = queue.sheetPresentationController else { return }
        let peek = UISheetPresentationController.Detent.custom(identifier: .peek) { [weak self] context in
            min(self?.peekHeight ?? 160, context.maximumDetentValue * 0.4)
        }
        sheet.detents = [peek, .medium(), .large()]
        sheet.selectedDetentIdentifier = .peek
        sheet.largestUndimmedDetentIdentifier = .peek
        sheet.prefersGrabberVisible = true
        present(queue, animated: true)
    }
}
