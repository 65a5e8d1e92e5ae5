// ios: 14
// expect: pass
// topic: LazyVGrid with adaptive GridItem
// apis: LazyVGrid(columns:alignment:spacing:pinnedViews:content:), GridItem(.adaptive(minimum:maximum:))
struct PhotoGrid: View {
    let columns = [GridItem(.adaptive(minimum: 100, maximum: 160), spacing: 4)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(0..<60) { index in
                    Rectangle()
                        .fill(Color.gray.opacity(0.3))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(Text("\(index)"))
                }
            }
        }
    }
}
