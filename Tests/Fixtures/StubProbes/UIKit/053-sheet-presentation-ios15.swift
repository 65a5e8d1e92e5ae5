// ios: 15.0
// expect: pass
import UIKit

let presenter = UIViewController()
let sheet = UIViewController()
if let controller = sheet.sheetPresentationController {
    controller.detents = [.medium(), .large()]
    controller.prefersGrabberVisible = true
    controller.selectedDetentIdentifier = .medium
}
presenter.present(sheet, animated: true)
