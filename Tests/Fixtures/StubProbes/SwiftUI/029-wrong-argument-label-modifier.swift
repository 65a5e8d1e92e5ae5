// ios: 15.0
// expect: error: incorrect argument label in call (have '_:presented:_:', expected '_:isPresented:_:')
import SwiftUI

struct AlertHost: View {
    @State private var showing = false
    var body: some View {
        Text("Host")
            .alert("Aviso", presented: $showing) {
                Button("OK") {}
            }
    }
}
