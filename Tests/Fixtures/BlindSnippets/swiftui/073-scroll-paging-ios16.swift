// ios: 16
// expect: error 21: is only available in iOS 17.0 or newer
// topic: Replacing a page-style TabView with scrollTargetBehavior(.paging) too early
// apis: ScrollView, scrollTargetBehavior(.paging)
// source: https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/paging
import SwiftUI

struct OnboardingPager: View {
    let pages = ["Plan", "Track", "Share"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(pages, id: \.self) { page in
                    Text(page)
                        .font(.largeTitle.bold())
                        .frame(width: 390, height: 400)
                }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}
