// ios: 16
// expect: pass
// topic: Multi-selection PhotosPicker decoding items into a custom Transferable type
// apis: PhotosPicker(_:selection:maxSelectionCount:selectionBehavior:matching:), Transferable, DataRepresentation(importedContentType:importing:), PHPickerFilter.any(of:), task(id:)
// source: https://developer.apple.com/documentation/coretransferable/transferable, https://developer.apple.com/documentation/photosui/photospicker
import SwiftUI
import PhotosUI
import CoreTransferable
import UniformTypeIdentifiers
import UIKit

struct ScannedPage: Transferable {
    let image: UIImage

    enum ImportError: Error { case unreadable }

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { data in
            guard let image = UIImage(data: data) else { throw ImportError.unreadable }
            return ScannedPage(image: image)
        }
    }
}

struct DocumentImportView: View {
    @State private var items: [PhotosPickerItem] = []
    @State private var pages: [ScannedPage] = []

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(pages.indices, id: \.self) { index in
                        Image(uiImage: pages[index].image).resizable().scaledToFit()
                    }
                }
            }
            .toolbar {
                PhotosPicker("Add Pages", selection: $items, maxSelectionCount: 10,
                             selectionBehavior: .ordered, matching: .any(of: [.images, .screenshots]))
            }
            .task(id: items) {
                var loaded: [ScannedPage] = []
                for item in items {
                    if let page = try? await item.loadTransferable(type: ScannedPage.self) {
                        loaded.append(page)
                    }
                }
                pages = loaded
            }
        }
    }
}
