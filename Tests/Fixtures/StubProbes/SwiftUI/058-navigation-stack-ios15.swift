// ios: 15.0
// expect: error: 'NavigationStack' is only available in iOS 16.0 or newer
import SwiftUI

struct Root: View {
    var body: some View {
        NavigationStack {
            Text("Inicio")
        }
    }
}
