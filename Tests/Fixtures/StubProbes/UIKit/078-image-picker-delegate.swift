// ios: 15.0
// expect: pass
import UIKit

final class PhotoPicker: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var onPick: (UIImage) -> Void = { _ in }
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        if let image = info[.originalImage] as? UIImage { onPick(image) }
        picker.dismiss(animated: true)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
let picker = UIImagePickerController()
picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
let handler = PhotoPicker()
picker.delegate = handler
