// ios: 14
// expect: pass
// topic: Replacing UIImagePickerController with PHPickerViewController for choosing an avatar image, no photo-library permission needed
// apis: PHPickerConfiguration(photoLibrary:), PHPickerFilter.any(of:), PHPickerFilter.images, PHPickerFilter.livePhotos, selectionLimit, preferredAssetRepresentationMode, PHPickerViewController, PHPickerViewControllerDelegate, PHPickerResult.itemProvider, assetIdentifier
// source: https://developer.apple.com/documentation/photosui/phpickerviewcontroller, https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct, https://developer.apple.com/documentation/photosui/phpickerfilter-swift.struct
import UIKit
import Photos
import PhotosUI

final class AvatarPickerViewController: UIViewController, PHPickerViewControllerDelegate {
    private let avatarView = UIImageView()

    @objc func chooseAvatar() {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = 1
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        guard let result = results.first else { return }
        print("Picked asset \(result.assetIdentifier ?? "unknown")")
        let provider = result.itemProvider
        guard provider.canLoadObject(ofClass: UIImage.self) else { return }
        provider.loadObject(ofClass: UIImage.self) { [weak self] object, error in
            guard let image = object as? UIImage else {
                print("Could not load image: \(String(describing: error))")
                return
            }
            DispatchQueue.main.async {
                self?.avatarView.image = image
            }
        }
    }
}
