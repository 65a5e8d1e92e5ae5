// ios: 16
// expect: error 31: is only available in iOS 17.0 or newer
// source: https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:).md https://developer.apple.com/documentation/swiftdata/query.md
// area: swiftdata
// note: migration halfway: SwiftData types are annotated for 17 but the root view attaches the container unguarded
import SwiftUI
import SwiftData

@available(iOS 17, *)
@Model
final class Trip {
    var destination: String
    var startDate: Date

    init(destination: String, startDate: Date) {
        self.destination = destination
        self.startDate = startDate
    }
}

struct TripsPlaceholder: View {
    var body: some View {
        Text("Trips")
    }
}

struct TripsRootView: View {
    var body: some View {
        NavigationView {
            TripsPlaceholder()
                .modelContainer(for: Trip.self)
        }
    }
}
