// ios: 17
// expect: pass
// topic: Opening search from a toolbar button with searchable(text:isPresented:) and the built-in search empty state
// apis: searchable(text:isPresented:placement:prompt:), ContentUnavailableView.search(text:), localizedStandardContains
// source: https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:), https://developer.apple.com/documentation/swiftui/contentunavailableview/search(text:)
import SwiftUI

struct CitySearch: View {
    @State private var query = ""
    @State private var isSearchPresented = false
    private let cities = ["Lisbon", "Oslo", "Kyoto", "Lima", "Accra"]

    private var matches: [String] {
        query.isEmpty ? cities : cities.filter { $0.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(matches, id: \.self) { Text($0) }
                .overlay {
                    if matches.isEmpty {
                        ContentUnavailableView.search(text: query)
                    }
                }
                .navigationTitle("Cities")
                .searchable(text: $query, isPresented: $isSearchPresented, prompt: "Find a city")
                .toolbar {
                    Button("Search", systemImage: "magnifyingglass") {
                        isSearchPresented = true
                    }
                }
        }
    }
}
