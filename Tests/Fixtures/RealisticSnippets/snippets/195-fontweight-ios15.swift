// ios: 15
// expect: error 11: is only available in iOS 16.0 or newer
// topic: View.fontWeight(_:) at iOS 15 (Text.fontWeight exists, View.fontWeight is iOS 16)
// apis: View.fontWeight(_:)
struct SectionHeader: View {
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text("Destacados")
        }
        .fontWeight(.semibold)
    }
}
