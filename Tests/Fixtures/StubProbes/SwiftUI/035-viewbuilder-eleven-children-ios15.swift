// ios: 15.0
// expect: error: 'buildBlock' is only available in iOS 17.0 or newer
import SwiftUI

// More than ten children needs the variadic buildBlock, which needs the iOS 17 runtime.
struct Eleven: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
            Text("6"); Text("7"); Text("8"); Text("9"); Text("10")
            Text("11")
        }
    }
}
