// ios: 17
// expect: pass
// topic: iOS 17 embedded photos picker: inline style, continuous selection, hidden chrome
// apis: PhotosPicker(selection:maxSelectionCount:selectionBehavior:matching:photoLibrary:label:), photosPickerStyle(_:), photosPickerDisabledCapabilities(_:), photosPickerAccessoryVisibility(_:edges:), PhotosPickerSelectionBehavior.continuous
// source: https://developer.apple.com/documentation/swiftui/view/photospickerstyle(_:), https://developer.apple.com/documentation/swiftui/view/photospickeraccessoryvisibility(_:edges:)
import SwiftUI
import PhotosUI

struct InlineComposerPicker: View {
    @State private var selection: [PhotosPickerItem] = []

    var body: some View {
        VStack(spacing: 0) {
            Text("\(selection.count) of 4 selected")
                .font(.footnote)
                .padding(8)

            PhotosPicker(
                selection: $selection,
                maxSelectionCount: 4,
                selectionBehavior: .continuous,
                matching: .images,
                photoLibrary: .shared()
            ) {
                Text("Choose")
            }
            .photosPickerStyle(.inline)
            .photosPickerDisabledCapabilities(.selectionActions)
            .photosPickerAccessoryVisibility(.hidden, edges: .bottom)
            .frame(height: 300)
        }
    }
}
