// ios: 15.0
// expect: pass
import SwiftUI

struct Feed: View {
    @State private var items: [String] = []
    @State private var query = ""
    let category: String

    var body: some View {
        NavigationView {
            List(items, id: \.self) { Text($0) }
                .task { await load() }
                .task(id: category, priority: .background) { await load() }
                .refreshable { await load() }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Buscar")
                .onSubmit(of: .search) { print(query) }
        }
    }

    private func load() async {}
}
