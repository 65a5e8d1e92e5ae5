// ios: 15
// expect: pass
// topic: searchable with suggestions closure and searchCompletion
// apis: searchable(text:placement:prompt:suggestions:), searchCompletion(_:), SearchFieldPlacement.navigationBarDrawer(displayMode:)
struct CitySearch: View {
    @State private var query = ""
    let cities = ["Madrid", "Málaga", "Murcia", "Bilbao"]

    var results: [String] {
        query.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationView {
            List(results, id: \.self) { Text($0) }
                .navigationTitle("Ciudades")
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Buscar ciudad") {
                    ForEach(results.prefix(3), id: \.self) { city in
                        Text(city).searchCompletion(city)
                    }
                }
        }
    }
}
