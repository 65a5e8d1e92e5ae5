// ios: 16
// expect: error 15: is only available in iOS 17.0 or newer
// topic: Embedding the compact single-row photo picker (iOS 17) in a composer that still deploys to iOS 16
// apis: PHPickerConfiguration.mode, PHPickerMode.compact, PHPickerConfiguration.selectionLimit, PHPickerViewController
// source: https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/mode, https://developer.apple.com/documentation/photosui/phpickermode-swift.struct/compact
import UIKit
import PhotosUI

final class PostComposerViewController: UIViewController, PHPickerViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 4
        configuration.mode = .compact
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        addChild(picker)
        picker.view.frame = CGRect(x: 0, y: view.bounds.height - 120, width: view.bounds.width, height: 120)
        view.addSubview(picker.view)
        picker.didMove(toParent: self)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        print("Attached \(results.count) photos")
    }
}
