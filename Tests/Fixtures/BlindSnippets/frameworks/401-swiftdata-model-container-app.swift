// ios: 17
// expect: pass
// topic: SwiftData basics: @Model class, app-level modelContainer(for:), @Query list
// apis: Model, Query, modelContainer(for:), WindowGroup, List
// source: https://developer.apple.com/documentation/swiftdata/preserving-your-apps-model-data-across-launches
import SwiftUI
import SwiftData

@Model
final class Trip {
    var name: String
    var destination: String
    var startDate: Date
    var isFavorite: Bool = false

    init(name: String, destination: String, startDate: Date) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
    }
}

@main
struct TripPlannerApp: App {
    var body: some Scene {
        WindowGroup {
            TripListView()
        }
        .modelContainer(for: Trip.self)
    }
}

struct TripListView: View {
    @Query(sort: \Trip.startDate) private var trips: [Trip]

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                VStack(alignment: .leading) {
                    Text(trip.name).font(.headline)
                    Text(trip.destination).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Trips")
        }
    }
}
