// ios: 17.0
// expect: pass
import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var log: [String] = []
    var body: some View {
        Button("+1") { count += 1 }
            .onChange(of: count) { oldValue, newValue in
                log.append("\(oldValue) -> \(newValue)")
            }
            .onChange(of: count, initial: true) {
                log.append("changed")
            }
    }
}
