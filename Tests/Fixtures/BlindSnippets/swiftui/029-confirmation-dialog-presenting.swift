// ios: 15
// expect: pass
// topic: Confirming a destructive swipe action with confirmationDialog(presenting:)
// apis: confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:), swipeActions, Button(role:)
// source: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
import SwiftUI

struct Draft: Identifiable {
    let id = UUID()
    var title: String
}

struct DraftsList: View {
    @State private var drafts = [Draft(title: "Trip notes"), Draft(title: "Grocery list")]
    @State private var pendingDelete: Draft?
    @State private var showDialog = false

    var body: some View {
        List {
            ForEach(drafts) { draft in
                Text(draft.title)
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            pendingDelete = draft
                            showDialog = true
                        }
                    }
            }
        }
        .confirmationDialog("Delete draft?", isPresented: $showDialog, titleVisibility: .visible, presenting: pendingDelete) { draft in
            Button("Delete \(draft.title)", role: .destructive) {
                drafts.removeAll { $0.id == draft.id }
            }
            Button("Cancel", role: .cancel) {}
        } message: { draft in
            Text("\(draft.title) will be removed from all your devices.")
        }
    }
}
