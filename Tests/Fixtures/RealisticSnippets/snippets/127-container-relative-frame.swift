// ios: 17
// expect: pass
// topic: containerRelativeFrame with paging scroll behavior and contentMargins
// apis: containerRelativeFrame(_:count:span:spacing:alignment:), scrollTargetBehavior(.paging), contentMargins(_:_:for:), scrollIndicators(_:axes:)
struct PagedGallery: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(0..<9) { index in
                    Color(hue: Double(index) / 9, saturation: 0.6, brightness: 0.9)
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 8)
                        .frame(height: 120)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollIndicators(.hidden)
    }
}
