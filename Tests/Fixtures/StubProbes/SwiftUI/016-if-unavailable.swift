// ios: 15.0
// expect: pass
import SwiftUI

struct RootView: View {
    var body: some View {
        if #unavailable(iOS 16) {
            NavigationView {
                Text("Legacy")
            }
        } else {
            Text("Modern")
        }
    }
}

func configure() -> String {
    if #unavailable(iOS 16) {
        return "UITableView.appearance()"
    }
    return "scrollContentBackground"
}
