// ios: 17
// expect: error 15: cannot convert value of type 'Binding<Int>' to expected argument type
// topic: scrollPosition(id:) given a non-optional binding
// apis: scrollPosition(id:anchor:)
struct PageTracker: View {
    @State private var page = 0

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(0..<5, id: \.self) { Text("Página \($0)").frame(width: 300) }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $page)
    }
}
