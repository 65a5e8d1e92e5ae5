// ios: 17
// expect: error 6: can only be used on a variable at the top level of a '#Preview' body
// topic: @Previewable used in a view instead of a #Preview body
// apis: Previewable()
struct Counter: View {
    @Previewable @State private var count = 0
    var body: some View {
        Button("\(count)") { count += 1 }
    }
}
