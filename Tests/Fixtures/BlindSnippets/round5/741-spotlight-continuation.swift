// ios: 16
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/oncontinueuseractivity(_:perform:).md https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype.md https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier.md https://developer.apple.com/tutorials/data/documentation/corespotlight/cssearchableindex/deletesearchableitems(withidentifiers:completionhandler:).md
// area: spotlight
// note: SwiftUI view opening a Spotlight result and removing stale items
import SwiftUI
import CoreSpotlight

struct LibraryView: View {
    @State private var selectedBookID: String?
    let knownIDs: Set<String>

    var body: some View {
        NavigationStack {
            Text(selectedBookID.map { "Book \($0)" } ?? "Library")
                .navigationTitle("Library")
        }
        .onContinueUserActivity(CSSearchableItemActionType) { activity in
            guard let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return }
            if knownIDs.contains(id) {
                selectedBookID = id
            } else {
                CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: [id]) { error in
                    if let error = error {
                        print("Could not remove stale item: \(error)")
                    }
                }
            }
        }
    }
}
