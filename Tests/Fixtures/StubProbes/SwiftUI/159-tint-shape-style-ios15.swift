// ios: 15.0
// expect: error: 'tint' is only available in iOS 16.0 or newer
import SwiftUI

// tint(_: Color?) is iOS 15; tinting with any other ShapeStyle is iOS 16.
struct Tinted: View {
    var body: some View {
        VStack {
            Button("Color") {}.tint(.green)
            Button("Gradiente") {}
                .tint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        }
    }
}
