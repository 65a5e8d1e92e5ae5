// ios: 17
// expect: error 12: is only available in iOS 18.0 or newer
// topic: MeshGradient header used while the app still deploys to iOS 17
// apis: MeshGradient(width:height:points:colors:)
// source: https://developer.apple.com/documentation/swiftui/meshgradient
import SwiftUI

struct HeaderGlow: View {
    private let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

    var body: some View {
        MeshGradient(width: 2, height: 2, points: points, colors: [.pink, .orange, .purple, .blue])
            .frame(height: 220)
            .overlay(alignment: .bottomLeading) {
                Text("Good morning").font(.largeTitle.bold()).padding()
            }
    }
}
