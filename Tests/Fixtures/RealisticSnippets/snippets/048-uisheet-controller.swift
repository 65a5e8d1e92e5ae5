// ios: 15
// expect: pass
// topic: UISheetPresentationController detents in UIKit
// apis: UISheetPresentationController, UIViewController.sheetPresentationController, UISheetPresentationController.Detent.medium(), prefersGrabberVisible
final class SettingsViewController: UIViewController {}

final class HomeViewController: UIViewController {
    func showSettings() {
        let settings = SettingsViewController()
        if let sheet = settings.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        present(settings, animated: true)
    }
}
