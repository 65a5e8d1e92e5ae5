// ios: 15.0
// expect: pass
import SwiftUI

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        Button("+1") { count += 1 }
            .onChange(of: count) { newValue in
                print(newValue)
            }
    }
}
