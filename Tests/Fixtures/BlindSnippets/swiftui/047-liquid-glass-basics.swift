// ios: 26
// expect: pass
// topic: Liquid Glass on custom views and the glass button styles
// apis: glassEffect(), glassEffect(_:in:), Glass.regular, Glass.tint, Glass.interactive, buttonStyle(.glass), buttonStyle(.glassProminent)
// source: https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:), https://developer.apple.com/documentation/swiftui/applying-liquid-glass-to-custom-views
import SwiftUI

struct NowPlayingControls: View {
    @State private var isPlaying = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 24) {
                Label("Lo-fi Beats", systemImage: "music.note")
                    .font(.headline)
                    .padding()
                    .glassEffect()

                HStack(spacing: 16) {
                    Button("Previous", systemImage: "backward.fill") {}
                        .buttonStyle(.glass)
                    Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
                        isPlaying.toggle()
                    }
                    .buttonStyle(.glassProminent)
                    Button("Next", systemImage: "forward.fill") {}
                        .buttonStyle(.glass)
                }
                .labelStyle(.iconOnly)

                Text("Up next: Rainy Window")
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .glassEffect(.regular.tint(Color.orange.opacity(0.4)).interactive(), in: .rect(cornerRadius: 16))
            }
        }
    }
}
