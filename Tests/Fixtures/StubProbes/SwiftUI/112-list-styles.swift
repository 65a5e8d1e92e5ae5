// ios: 14.0
// expect: pass
import SwiftUI

struct Styles: View {
    var body: some View {
        VStack {
            List { Text("a") }.listStyle(.plain)
            List { Text("b") }.listStyle(.grouped)
            List { Text("c") }.listStyle(.insetGrouped)
            List { Text("d") }.listStyle(.inset)
            List { Text("e") }.listStyle(.sidebar)
            List { Text("f") }.listStyle(.automatic)
            Form {
                Section(header: Text("Legacy header")) {
                    Text("g")
                }
            }
        }
    }
}
