// ios: 14.0
// expect: pass
import SwiftUI

struct Gallery: View {
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 8), GridItem(.flexible())]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("Cabecera")) {
                    ForEach(0..<10) { Text("\($0)") }
                }
            }
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<20) { Color.blue.frame(height: 80).id($0) }
            }
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack {
                    Text("a"); Text("b")
                }
            }
        }
    }
}
