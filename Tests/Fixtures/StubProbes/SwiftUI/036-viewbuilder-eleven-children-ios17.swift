// ios: 17.0
// expect: pass
import SwiftUI

struct Eleven: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
            Text("6"); Text("7"); Text("8"); Text("9"); Text("10")
            Text("11"); Text("12")
        }
    }
}
