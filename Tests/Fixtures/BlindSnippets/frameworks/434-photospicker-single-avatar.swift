// ios: 16
// expect: pass
// topic: Replacing UIImagePickerController with PhotosPicker for a profile avatar, loading Data via loadTransferable
// apis: PhotosPicker(selection:matching:photoLibrary:label:), PhotosPickerItem, loadTransferable(type:), PHPhotoLibrary.shared(), onChange(of:perform:)
// source: https://developer.apple.com/documentation/photosui/photospicker, https://developer.apple.com/documentation/photosui/photospickeritem
import SwiftUI
import PhotosUI
import UIKit

struct AvatarPickerView: View {
    @State private var selection: PhotosPickerItem?
    @State private var avatar: Image?

    var body: some View {
        VStack(spacing: 16) {
            (avatar ?? Image(systemName: "person.crop.circle"))
                .resizable()
                .scaledToFill()
                .frame(width: 120, height: 120)
                .clipShape(Circle())

            PhotosPicker(selection: $selection, matching: .images, photoLibrary: .shared()) {
                Label("Change photo", systemImage: "photo")
            }
        }
        .onChange(of: selection) { newItem in
            Task {
                guard let data = try? await newItem?.loadTransferable(type: Data.self),
                      let uiImage = UIImage(data: data) else { return }
                avatar = Image(uiImage: uiImage)
            }
        }
    }
}
