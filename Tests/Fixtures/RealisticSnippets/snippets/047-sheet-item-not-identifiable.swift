// ios: 15
// expect: error 12: requires that 'String' conform to 'Identifiable'
// topic: sheet(item:) with a non-Identifiable value
// apis: sheet(item:onDismiss:content:)
struct TagPicker: View {
    @State private var selectedTag: String?

    var body: some View {
        List(["swift", "ios"], id: \.self) { tag in
            Button(tag) { selectedTag = tag }
        }
        .sheet(item: $selectedTag) { tag in
            Text(tag)
        }
    }
}
