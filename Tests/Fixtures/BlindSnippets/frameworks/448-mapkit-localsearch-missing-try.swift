// ios: 15
// expect: error 19: is not marked with 'try'
// topic: Migrating MKLocalSearch from a completion handler to async/await; mistake: forgetting try on the throwing start()
// apis: MKLocalSearch, MKLocalSearch.Request, naturalLanguageQuery, resultTypes, MKLocalSearch.start(), MKMapItem
// source: https://developer.apple.com/documentation/mapkit/mklocalsearch
import SwiftUI
import MapKit

@MainActor
final class PlaceSearchModel: ObservableObject {
    @Published var results: [MKMapItem] = []

    func search(for query: String, near region: MKCoordinateRegion) async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = query
        request.region = region
        request.resultTypes = .pointOfInterest
        let search = MKLocalSearch(request: request)
        let response = await search.start()
        results = response.mapItems
    }
}

struct PlaceSearchView: View {
    let region: MKCoordinateRegion
    @StateObject private var model = PlaceSearchModel()
    @State private var query = ""

    var body: some View {
        List(model.results, id: \.self) { item in
            Text(item.name ?? "Unknown place")
        }
        .searchable(text: $query)
        .onSubmit(of: .search) {
            Task { await model.search(for: query, near: region) }
        }
    }
}
