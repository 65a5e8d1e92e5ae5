// ios: 18
// expect: pass
// topic: A ViewModifier that uses tabViewBottomAccessory on iOS 26 and a safeAreaInset bar before
// apis: ViewModifier, tabViewBottomAccessory(content:), safeAreaInset(edge:content:), if #available, Tab
// source: https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:), https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)
import SwiftUI

struct NowPlayingAccessory: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.tabViewBottomAccessory {
                Label(title, systemImage: "music.note")
            }
        } else {
            content.safeAreaInset(edge: .bottom) {
                Label(title, systemImage: "music.note")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .padding(.horizontal)
            }
        }
    }
}

extension View {
    func nowPlayingAccessory(_ title: String) -> some View {
        modifier(NowPlayingAccessory(title: title))
    }
}

struct MusicTabs: View {
    var body: some View {
        TabView {
            Tab("Library", systemImage: "music.note.house") { Text("Library") }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("Radio") }
        }
        .nowPlayingAccessory("Blue in Green")
    }
}
