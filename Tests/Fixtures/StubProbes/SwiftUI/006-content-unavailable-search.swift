// ios: 17.0
// expect: pass
import SwiftUI

struct SearchResultsView: View {
    @State private var query = ""
    let results: [String]

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .overlay {
                    if results.isEmpty {
                        if query.isEmpty {
                            ContentUnavailableView.search
                        } else {
                            ContentUnavailableView.search(text: query)
                        }
                    }
                }
                .searchable(text: $query)
        }
    }
}
