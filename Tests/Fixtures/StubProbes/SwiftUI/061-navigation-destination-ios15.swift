// ios: 15.0
// expect: error: 'navigationDestination(for:destination:)' is only available in iOS 16.0 or newer
import SwiftUI

struct Root: View {
    var body: some View {
        NavigationView {
            List {
                Text("Elemento")
            }
            .navigationDestination(for: Int.self) { value in
                Text("\(value)")
            }
        }
    }
}
