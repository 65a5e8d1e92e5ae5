// ios: 15.0
// expect: pass
import SwiftUI

// Any number of children, at any iOS: since the iOS 17 SDK, `ViewBuilder` has one parameter-pack `buildBlock`
// and no fixed-arity ones, and Apple gives it iOS 13.0 (developer.apple.com/documentation/swiftui/viewbuilder/
// buildblock(_:)-2bj1g; the iOS 18 SDK's SwiftUICore interface declares it without an availability of its own).
struct Eleven: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
            Text("6"); Text("7"); Text("8"); Text("9"); Text("10")
            Text("11")
        }
    }
}
