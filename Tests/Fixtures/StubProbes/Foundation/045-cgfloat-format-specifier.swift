// ios: 15.0
// expect: pass
import SwiftUI

struct Width: View {
    let width: CGFloat
    var body: some View {
        Text("\(width, specifier: "%.1f") pt")
    }
}
