// ios: 14.0
// expect: error: 'alert(_:isPresented:presenting:actions:message:)' is only available in iOS 15.0 or newer
import SwiftUI

struct Host: View {
    @State private var isPresented = false
    let value: Int? = 1
    var body: some View {
        Text("Host")
            .alert("Valor", isPresented: $isPresented, presenting: value) { value in
                Button("OK") {}
            } message: { value in
                Text("\(value)")
            }
    }
}
