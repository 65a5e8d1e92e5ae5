// ios: 17
// expect: pass
// topic: Storing a picked photo in a SwiftData model with external storage
// apis: Attribute(.externalStorage), Bindable, PhotosPicker, PhotosPickerItem.loadTransferable(type:), onChange(of:_:)
// source: https://developer.apple.com/documentation/swiftdata/schema/attribute/option/externalstorage, https://developer.apple.com/documentation/photosui/photospicker
import SwiftUI
import SwiftData
import PhotosUI
import UIKit

@Model
final class Plant {
    var name: String
    @Attribute(.externalStorage) var photoData: Data?

    init(name: String) {
        self.name = name
    }
}

struct PlantPhotoEditor: View {
    @Bindable var plant: Plant
    @State private var pickerItem: PhotosPickerItem?

    var body: some View {
        VStack {
            if let data = plant.photoData, let image = UIImage(data: data) {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFit()
            }
            PhotosPicker("Choose photo", selection: $pickerItem, matching: .images)
        }
        .onChange(of: pickerItem) { _, newItem in
            Task {
                plant.photoData = try? await newItem?.loadTransferable(type: Data.self)
            }
        }
    }
}
