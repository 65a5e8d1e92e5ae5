// ios: 18
// expect: pass
// topic: Animated aurora background with a 3x3 MeshGradient
// apis: MeshGradient(width:height:points:colors:), SIMD2<Float>, withAnimation, repeatForever
// source: https://developer.apple.com/documentation/swiftui/meshgradient
import SwiftUI

struct AuroraBackground: View {
    @State private var shift = false

    private var points: [SIMD2<Float>] {
        let middle: Float = shift ? 0.7 : 0.3
        return [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], [middle, 0.5], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1]
        ]
    }

    private let colors: [Color] = [
        .indigo, .purple, .blue,
        .teal, .mint, .cyan,
        .blue, .indigo, .purple
    ]

    var body: some View {
        MeshGradient(width: 3, height: 3, points: points, colors: colors)
            .ignoresSafeArea()
            .onAppear {
                withAnimation(.easeInOut(duration: 4).repeatForever(autoreverses: true)) {
                    shift.toggle()
                }
            }
    }
}
