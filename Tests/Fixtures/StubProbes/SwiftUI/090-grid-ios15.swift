// ios: 15.0
// expect: error: 'Grid' is only available in iOS 16.0 or newer
import SwiftUI

struct Table: View {
    var body: some View {
        Grid {
            GridRow {
                Text("A"); Text("B")
            }
        }
    }
}
