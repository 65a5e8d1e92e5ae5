// ios: 18
// expect: pass
// topic: Back-to-top button driven by onScrollGeometryChange and a ScrollPosition value
// apis: onScrollGeometryChange(for:of:action:), ScrollGeometry, ScrollPosition(edge:), scrollPosition(_:), ScrollPosition.scrollTo(edge:)
// source: https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:), https://developer.apple.com/documentation/swiftui/scrollposition
import SwiftUI

struct ArticleReader: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var showBackToTop = false
    let paragraphs = (1...60).map { "Paragraph \($0) of a very long article." }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                ForEach(paragraphs, id: \.self) { Text($0) }
            }
            .padding()
        }
        .scrollPosition($position)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > geometry.containerSize.height
        } action: { _, isPastFirstScreen in
            withAnimation { showBackToTop = isPastFirstScreen }
        }
        .overlay(alignment: .bottomTrailing) {
            if showBackToTop {
                Button("Top", systemImage: "arrow.up") {
                    withAnimation { position.scrollTo(edge: .top) }
                }
                .buttonStyle(.borderedProminent)
                .padding()
                .transition(.scale.combined(with: .opacity))
            }
        }
    }
}
