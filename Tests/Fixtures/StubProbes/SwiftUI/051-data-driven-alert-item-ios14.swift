// ios: 14.0
// expect: error: 'alert(_:item:actions:message:)' is only available in iOS 15.0 or newer
import SwiftUI

struct Item { let name: String }

struct Host: View {
    @State private var item: Item?
    var body: some View {
        Text("Host")
            .alert("Título", item: $item) { item in
                Button(item.name) {}
            } message: { item in
                Text(item.name)
            }
    }
}
