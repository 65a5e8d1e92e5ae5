// ios: 15.0
// expect: warning: 'animation' was deprecated in iOS 15.0: Use withAnimation or animation(_:value:) instead.
import SwiftUI

struct Blinker: View {
    @State private var on = false
    var body: some View {
        Circle()
            .opacity(on ? 1 : 0)
            .animation(.easeInOut)
    }
}
