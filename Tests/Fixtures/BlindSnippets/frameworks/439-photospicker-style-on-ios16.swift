// ios: 16
// expect: error 14: is only available in iOS 17.0 or newer
// topic: Mistake: applying the iOS 17 photosPickerStyle in an iOS 16 target
// apis: PhotosPicker, photosPickerStyle(_:), PhotosPickerStyle.compact
// source: https://developer.apple.com/documentation/swiftui/view/photospickerstyle(_:)
import SwiftUI
import PhotosUI

struct ProfileGalleryPicker: View {
    @State private var selection: [PhotosPickerItem] = []

    var body: some View {
        PhotosPicker("Photos", selection: $selection, matching: .images)
            .photosPickerStyle(.compact)
            .frame(height: 120)
    }
}
