// ios: 17.0
// expect: pass
import SwiftUI

struct Carousel: View {
    let colors: [Color] = [.red, .green, .blue]
    @State private var position: Int?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(colors.indices, id: \.self) { index in
                    colors[index]
                        .containerRelativeFrame(.horizontal)
                        .containerRelativeFrame(.vertical, count: 3, span: 1, spacing: 8)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $position)
        .safeAreaPadding(.horizontal, 16)
    }
}

struct Aligned: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                Text("A"); Text("B")
            }
        }
        .scrollTargetBehavior(.viewAligned)
    }
}
