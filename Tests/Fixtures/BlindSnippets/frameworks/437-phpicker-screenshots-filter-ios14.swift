// ios: 14
// expect: error 15: is only available in iOS 15.0 or newer
// topic: Mistake: using the iOS 15 screenshots filter in an iOS 14 PHPicker configuration
// apis: PHPickerConfiguration, PHPickerFilter.any(of:), PHPickerFilter.screenshots
// source: https://developer.apple.com/documentation/photosui/phpickerfilter-swift.struct/screenshots
import UIKit
import PhotosUI

final class BugReportViewController: UIViewController, PHPickerViewControllerDelegate {
    private var attachments: [NSItemProvider] = []

    @objc func attachScreenshot() {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 3
        configuration.filter = .any(of: [.images, .screenshots])
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        attachments = results.map(\.itemProvider)
        picker.dismiss(animated: true)
    }
}
