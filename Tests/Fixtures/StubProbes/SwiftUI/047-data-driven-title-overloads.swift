// ios: 15.0
// expect: pass
import SwiftUI

struct Item { let name: String }

struct TitlesView: View {
    let dynamicTitle: String
    @State private var item: Item?

    var body: some View {
        Text("Host")
            .alert(dynamicTitle, item: $item) { item in
                Button(item.name) {}
            }
            .alert(Text("Texto"), item: $item) { item in
                Button("OK") {}
            } message: { item in
                Text(item.name)
            }
            .confirmationDialog(dynamicTitle, item: $item) { item in
                Button(item.name) {}
            }
            .confirmationDialog(Text("Texto"), item: $item, titleVisibility: .hidden) { item in
                Button(item.name) {}
            } message: { item in
                Text(item.name)
            }
    }
}
