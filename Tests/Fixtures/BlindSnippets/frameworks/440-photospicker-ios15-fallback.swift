// ios: 15
// expect: pass
// topic: Supporting iOS 15: PhotosPicker in an @available(iOS 16) view, PHPickerViewController sheet otherwise
// apis: PhotosPicker, PhotosPickerItem.loadTransferable(type:), PHPickerViewController, PHPickerConfiguration, PHPickerViewControllerDelegate, if #available
// source: https://developer.apple.com/documentation/photosui/photospicker, https://developer.apple.com/documentation/photosui/phpickerviewcontroller
import SwiftUI
import PhotosUI
import UIKit

@available(iOS 16.0, *)
struct ModernAttachmentButton: View {
    @Binding var attachment: UIImage?
    @State private var item: PhotosPickerItem?
    var body: some View {
        PhotosPicker(selection: $item, matching: .images) { Label("Attach", systemImage: "paperclip") }
        .onChange(of: item) { newItem in
            Task {
                if let data = try? await newItem?.loadTransferable(type: Data.self) {
                    attachment = UIImage(data: data)
                }
            }
        }
    }
}

struct AttachmentButton: View {
    @Binding var attachment: UIImage?
    @State private var showsLegacyPicker = false
    var body: some View {
        if #available(iOS 16.0, *) {
            ModernAttachmentButton(attachment: $attachment)
        } else {
            Button { showsLegacyPicker = true } label: { Label("Attach", systemImage: "paperclip") }
            .sheet(isPresented: $showsLegacyPicker) {
                SinglePhotoPicker(image: $attachment)
            }
        }
    }
}

struct SinglePhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> PHPickerViewController {
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(image: $image) }
    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let image: Binding<UIImage?>
        init(image: Binding<UIImage?>) { self.image = image }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            results.first?.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
                DispatchQueue.main.async { self.image.wrappedValue = object as? UIImage }
            }
        }
    }
}
