// ios: 15.0
// expect: error: cannot convert value of type 'Int' to expected argument type 'Font'
import SwiftUI

struct Title: View {
    var body: some View {
        Text("Hola").font(17)
    }
}
