// ios: 15
// expect: error 8: is only available in iOS 16.0 or newer
// topic: custom UISheetPresentationController detent at iOS 15
// apis: UISheetPresentationController.Detent.custom(identifier:resolver:)
final class PickerHostViewController: UIViewController {
    func presentPicker(_ picker: UIViewController) {
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.custom { _ in 240 }, .large()]
        }
        present(picker, animated: true)
    }
}
