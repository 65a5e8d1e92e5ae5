// ios: 14
// expect: pass
// topic: iOS 14 PHPickerViewController wrapped in UIViewControllerRepresentable with a delegate coordinator
// apis: PHPickerViewController, PHPickerConfiguration(photoLibrary:), PHPickerFilter.images, PHPickerViewControllerDelegate, PHPickerResult, NSItemProvider.loadObject(ofClass:completionHandler:)
// source: https://developer.apple.com/documentation/photosui/phpickerviewcontroller
import SwiftUI
import PhotosUI
import UIKit

struct LegacyPhotoPicker: UIViewControllerRepresentable {
    @Binding var images: [UIImage]
    @Environment(\.presentationMode) private var presentationMode

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .images
        configuration.selectionLimit = 0
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: LegacyPhotoPicker
        init(parent: LegacyPhotoPicker) { self.parent = parent }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.presentationMode.wrappedValue.dismiss()
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                result.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
                    guard let image = object as? UIImage else { return }
                    DispatchQueue.main.async {
                        self.parent.images.append(image)
                    }
                }
            }
        }
    }
}
