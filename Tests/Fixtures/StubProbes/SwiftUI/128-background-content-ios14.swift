// ios: 14.0
// expect: error: 'background(alignment:content:)' is only available in iOS 15.0 or newer
import SwiftUI

struct Card: View {
    var body: some View {
        Text("Tarjeta")
            .background {
                Color.blue
            }
    }
}
