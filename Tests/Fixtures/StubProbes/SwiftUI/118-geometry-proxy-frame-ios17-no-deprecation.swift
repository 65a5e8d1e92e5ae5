// ios: 17.0
// expect: pass
import SwiftUI

// At iOS 17 `.global` resolves to the CoordinateSpaceProtocol overload.
struct Tracker: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(proxy.frame(in: .global).minY)")
                .coordinateSpace(.named("scroll"))
        }
    }
}
