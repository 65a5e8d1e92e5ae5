// ios: 17
// expect: error 36: is only available in iOS 18.0 or newer
// topic: Guarding navigationTransition but forgetting matchedTransitionSource on iOS 17
// apis: ViewModifier, navigationTransition(.zoom(sourceID:in:)), matchedTransitionSource(id:in:), if #available
// source: https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ZoomDestination: ViewModifier {
    let id: Int
    let namespace: Namespace.ID

    func body(content: Content) -> some View {
        if #available(iOS 18.0, *) {
            content.navigationTransition(.zoom(sourceID: id, in: namespace))
        } else {
            content
        }
    }
}

struct AlbumsList: View {
    @Namespace private var ns
    let albums: [Album]

    var body: some View {
        NavigationStack {
            List(albums) { album in
                NavigationLink(value: album) {
                    Label(album.name, systemImage: "square.stack")
                }
                .matchedTransitionSource(id: album.id, in: ns)
            }
            .navigationDestination(for: Album.self) { album in
                Text(album.name)
                    .modifier(ZoomDestination(id: album.id, namespace: ns))
            }
        }
    }
}
