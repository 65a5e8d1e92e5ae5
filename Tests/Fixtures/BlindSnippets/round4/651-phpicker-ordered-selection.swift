// ios: 15
// expect: pass
// topic: Multi-photo picker that keeps the user's selection order, preselects earlier picks and handles limited library access
// apis: PHPickerConfiguration.selection (.ordered), preselectedAssetIdentifiers, PHPickerFilter.all(of:), PHPickerFilter.not(_:), PHPickerFilter.screenshots, PHPhotoLibrary.authorizationStatus(for:), PHPhotoLibrary.presentLimitedLibraryPicker(from:)
// source: https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/selection-swift.property, https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/preselectedassetidentifiers, https://developer.apple.com/documentation/photosui/phpickerfilter-swift.struct
import UIKit
import Photos
import PhotosUI

final class AlbumComposerViewController: UIViewController, PHPickerViewControllerDelegate {
    private var selectedAssetIDs: [String] = []

    @objc func addPhotos() {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .all(of: [.images, .not(.screenshots)])
        configuration.selectionLimit = 20
        configuration.selection = .ordered
        configuration.preselectedAssetIdentifiers = selectedAssetIDs
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        selectedAssetIDs = results.compactMap(\.assetIdentifier)
        picker.dismiss(animated: true)
        print("Album now has \(selectedAssetIDs.count) photos in the chosen order")
    }

    @objc func manageLimitedAccess() {
        if PHPhotoLibrary.authorizationStatus(for: .readWrite) == .limited {
            PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: self)
        }
    }
}
