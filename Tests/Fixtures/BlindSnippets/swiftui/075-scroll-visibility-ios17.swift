// ios: 17
// expect: error 18: is only available in iOS 18.0 or newer
// topic: Autoplaying a video card with onScrollVisibilityChange while targeting iOS 17
// apis: onScrollVisibilityChange(threshold:_:), LazyVStack
// source: https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)
import SwiftUI

struct VideoFeed: View {
    @State private var playingIndex: Int?

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 20) {
                ForEach(0..<20, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(playingIndex == index ? Color.green : Color.gray.opacity(0.3))
                        .frame(height: 240)
                        .onScrollVisibilityChange(threshold: 0.6) { isVisible in
                            if isVisible { playingIndex = index }
                        }
                }
            }
            .padding()
        }
    }
}
