// ios: 15.0
// expect: pass
import SwiftUI

enum SortOrder: String { case name, date }

struct Preferences: View {
    @AppStorage("username") private var username = "Invitado"
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("sortOrder") private var sortOrder: SortOrder = .name
    @AppStorage("lastToken") private var lastToken: String?
    @SceneStorage("selectedTab") private var selectedTab = 0
    @Namespace private var animation
    @State private var expanded = false

    var body: some View {
        VStack {
            TextField("Usuario", text: $username)
            Text("\(launchCount)")
            Circle()
                .matchedGeometryEffect(id: "dot", in: animation)
                .frame(width: expanded ? 80 : 20)
        }
        .animation(.spring(), value: expanded)
    }
}
