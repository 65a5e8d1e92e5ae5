// ios: 17
// expect: pass
// topic: Comparing the iOS 17 spring presets and duration/bounce springs
// apis: Animation.smooth, Animation.snappy(duration:extraBounce:), Animation.bouncy, Animation.spring(duration:bounce:), Animation.spring(_:blendDuration:), Spring.bouncy(duration:extraBounce:)
// source: https://developer.apple.com/documentation/swiftui/animation/bouncy, https://developer.apple.com/documentation/swiftui/spring
import SwiftUI

struct SpringPlayground: View {
    @State private var expanded = false
    @State private var preset = 0

    private let presets: [(name: String, animation: Animation)] = [
        ("smooth", .smooth),
        ("snappy", .snappy(duration: 0.4, extraBounce: 0.1)),
        ("bouncy", .bouncy),
        ("custom", .spring(duration: 0.6, bounce: 0.35))
    ]

    var body: some View {
        VStack(spacing: 32) {
            Picker("Preset", selection: $preset) {
                ForEach(presets.indices, id: \.self) { index in
                    Text(presets[index].name).tag(index)
                }
            }
            .pickerStyle(.segmented)

            RoundedRectangle(cornerRadius: expanded ? 40 : 12)
                .fill(.mint)
                .frame(width: expanded ? 280 : 100, height: 100)
                .onTapGesture {
                    withAnimation(presets[preset].animation) { expanded.toggle() }
                }

            Text(expanded ? "Expanded" : "Tap the shape")
                .animation(.spring(.bouncy(duration: 0.5, extraBounce: 0.2)), value: expanded)
        }
        .padding()
    }
}
