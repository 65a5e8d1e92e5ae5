// ios: 15.0
// expect: pass
import SwiftUI

struct Meter: View {
    let fraction: CGFloat
    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule().fill(Color.green).frame(width: width)
            }
            .onAppear {
                _ = proxy.frame(in: .global).minY
                _ = proxy.safeAreaInsets.top
            }
        }
        .frame(height: 8)
    }
}
