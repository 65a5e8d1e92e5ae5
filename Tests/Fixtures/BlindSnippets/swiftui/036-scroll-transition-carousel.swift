// ios: 17
// expect: pass
// topic: Carousel cards that scale and fade with scrollTransition and view-aligned snapping
// apis: scrollTransition(_:axis:transition:), ScrollTransitionPhase, scrollTargetLayout, scrollTargetBehavior(.viewAligned), contentMargins, scrollIndicators
// source: https://developer.apple.com/documentation/swiftui/view/scrolltransition(_:axis:transition:), https://developer.apple.com/documentation/swiftui/scrolltransitionphase
import SwiftUI

struct SeasonCarousel: View {
    let seasons = ["Spring", "Summer", "Autumn", "Winter"]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(seasons, id: \.self) { season in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(Color.indigo.gradient)
                        .overlay {
                            Text(season)
                                .font(.title.bold())
                                .foregroundStyle(.white)
                        }
                        .frame(width: 260, height: 340)
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                .opacity(phase.isIdentity ? 1 : 0.5)
                                .rotationEffect(.degrees(phase.value * 4))
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 40, for: .scrollContent)
        .scrollIndicators(.hidden)
    }
}
