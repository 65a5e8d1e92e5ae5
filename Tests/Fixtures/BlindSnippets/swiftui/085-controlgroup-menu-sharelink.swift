// ios: 16
// expect: pass
// topic: Toolbar with a ControlGroup, a Menu with a primary action, and a ShareLink
// apis: ControlGroup, Menu(content:label:primaryAction:), Picker in Menu, ShareLink(item:subject:message:), ToolbarItemGroup(placement: .primaryAction)
// source: https://developer.apple.com/documentation/swiftui/controlgroup, https://developer.apple.com/documentation/swiftui/sharelink, https://developer.apple.com/documentation/swiftui/menu
import SwiftUI

struct ArticleActions: View {
    let url = URL(string: "https://example.com/articles/swiftui-migration")!
    @State private var fontScale = 1.0
    @State private var sort = "Newest"

    var body: some View {
        NavigationStack {
            Text("Migrating to SwiftUI")
                .font(.system(size: 22 * fontScale))
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        ControlGroup {
                            Button { fontScale -= 0.1 } label: {
                                Label("Smaller", systemImage: "textformat.size.smaller")
                            }
                            Button { fontScale += 0.1 } label: {
                                Label("Larger", systemImage: "textformat.size.larger")
                            }
                        }
                        Menu {
                            Picker("Sort", selection: $sort) {
                                ForEach(["Newest", "Oldest", "Popular"], id: \.self) { Text($0) }
                            }
                            Divider()
                            ShareLink(item: url, subject: Text("Worth a read"), message: Text("Check out this migration guide"))
                        } label: {
                            Label("More", systemImage: "ellipsis.circle")
                        } primaryAction: {
                            fontScale = 1.0
                        }
                    }
                }
        }
    }
}
