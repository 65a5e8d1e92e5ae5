// ios: 15
// expect: error 24: cannot assign to property: 'email' is a 'let' constant
// topic: Swipe to mark read tries to mutate the ForEach element instead of the array
// apis: swipeActions(edge:allowsFullSwipe:content:), refreshable, ForEach, tint
// source: https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:), https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
import SwiftUI

struct Email: Identifiable {
    let id = UUID()
    var subject: String
    var isRead = false
}

struct MailboxView: View {
    @State private var emails = [Email(subject: "Lunch?"), Email(subject: "Invoice #42"), Email(subject: "Team offsite")]

    var body: some View {
        List {
            ForEach(emails) { email in
                Text(email.subject)
                    .font(email.isRead ? Font.body : Font.body.bold())
                    .swipeActions(edge: .leading) {
                        Button("Read") {
                            email.isRead = true
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button("Delete", role: .destructive) {
                            emails.removeAll { $0.id == email.id }
                        }
                    }
            }
        }
        .refreshable {
            await reload()
        }
    }

    private func reload() async {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
    }
}
