// ios: 17
// expect: pass
// topic: Book shelf where each cover spans 2 of 5 container columns, snapping per view
// apis: containerRelativeFrame(_:count:span:spacing:alignment:), scrollTargetLayout, scrollTargetBehavior(.viewAligned(limitBehavior:)), safeAreaPadding
// source: https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)
import SwiftUI

struct FeaturedShelf: View {
    let titles = ["Dune", "Emma", "Beloved", "Ulysses", "Middlemarch"]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(titles, id: \.self) { title in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(Color.orange.gradient)
                        .overlay(alignment: .bottomLeading) {
                            Text(title).font(.headline).padding()
                        }
                        .aspectRatio(2 / 3, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .safeAreaPadding(.horizontal, 16)
    }
}
