// ios: 15
// expect: error 17: has no member 'largeTitle'
// topic: Wrong case name for the navigation bar title display mode
// apis: NavigationView, navigationTitle, navigationBarTitleDisplayMode
// source: https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
import SwiftUI

struct InboxView: View {
    let messages = ["Welcome", "Your receipt", "Weekly digest"]

    var body: some View {
        NavigationView {
            List(messages, id: \.self) { message in
                Text(message)
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.largeTitle)
        }
    }
}
