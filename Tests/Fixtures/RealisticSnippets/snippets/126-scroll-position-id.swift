// ios: 17
// expect: pass
// topic: scrollPosition(id:), scrollTargetLayout, scrollTargetBehavior(.viewAligned)
// apis: scrollPosition(id:anchor:), scrollTargetLayout(isEnabled:), scrollTargetBehavior(_:), ViewAlignedScrollTargetBehavior
struct Story: Identifiable {
    let id: Int
    let title: String
}

struct StoriesCarousel: View {
    let stories = (1...10).map { Story(id: $0, title: "Historia \($0)") }
    @State private var currentID: Story.ID?

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(stories) { story in
                        Text(story.title)
                            .frame(width: 280, height: 180)
                            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID)
            Text("Viendo: \(currentID.map(String.init) ?? "-")")
        }
    }
}
