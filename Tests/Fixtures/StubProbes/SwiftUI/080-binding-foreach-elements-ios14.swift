// ios: 14.0
// expect: pass
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var title: String
}

struct ItemList: View {
    @State private var items: [Item] = []
    var body: some View {
        List {
            ForEach($items) { $item in
                TextField("Título", text: $item.title)
            }
        }
    }
}
