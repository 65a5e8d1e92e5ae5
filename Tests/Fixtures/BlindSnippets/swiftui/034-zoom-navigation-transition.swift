// ios: 18
// expect: pass
// topic: Photos-style zoom push from a grid cell with matchedTransitionSource
// apis: navigationTransition(.zoom(sourceID:in:)), matchedTransitionSource(id:in:), Namespace, NavigationLink(value:label:), LazyVGrid
// source: https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:), https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
import SwiftUI

struct Photo: Identifiable, Hashable {
    let id: Int
    let color: Color
}

struct GalleryView: View {
    static let palette: [Color] = [.red, .orange, .green, .blue]
    @Namespace private var zoom
    let photos = (0..<12).map { Photo(id: $0, color: GalleryView.palette[$0 % 4]) }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(photos) { photo in
                        NavigationLink(value: photo) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(photo.color.gradient)
                                .frame(height: 100)
                        }
                        .matchedTransitionSource(id: photo.id, in: zoom)
                    }
                }
                .padding()
            }
            .navigationTitle("Gallery")
            .navigationDestination(for: Photo.self) { photo in
                photo.color
                    .ignoresSafeArea()
                    .navigationTransition(.zoom(sourceID: photo.id, in: zoom))
            }
        }
    }
}
