// ios: 15.0
// expect: error: 'onChange(of:initial:_:)' is only available in iOS 17.0 or newer
import SwiftUI

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        Button("+1") { count += 1 }
            .onChange(of: count) { oldValue, newValue in
                print(oldValue, newValue)
            }
    }
}
