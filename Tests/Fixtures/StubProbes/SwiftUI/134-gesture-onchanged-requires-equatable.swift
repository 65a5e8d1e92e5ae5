// ios: 15.0
// expect: error: type 'TapGesture.Value' cannot conform to 'Equatable'
import SwiftUI

struct Tapper: View {
    var body: some View {
        Text("Tap")
            .gesture(TapGesture().onChanged { _ in })
    }
}
