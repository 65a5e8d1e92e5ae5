// ios: 16
// expect: error 16: is only available in iOS 17.0 or newer
// topic: Using the two-parameter onChange closure while still supporting iOS 16
// apis: onChange(of:initial:_:), TextField, textFieldStyle(.roundedBorder)
// source: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct SearchField: View {
    @State private var query = ""
    @State private var previousQuery = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $query)
                .textFieldStyle(.roundedBorder)
                .onChange(of: query) { oldValue, newValue in
                    previousQuery = oldValue
                    print("Query changed to \(newValue)")
                }
            Text("Previous: \(previousQuery)")
                .font(.caption)
        }
        .padding()
    }
}
