// ios: 17.0
// expect: warning: 'onChange(of:perform:)' was deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead.
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
