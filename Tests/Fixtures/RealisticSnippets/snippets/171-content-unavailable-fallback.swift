// ios: 15
// expect: pass
// topic: ContentUnavailableView behind #available with a VStack fallback
// apis: ContentUnavailableView, #available
struct EmptyState: View {
    let title: String
    let systemImage: String

    var body: some View {
        if #available(iOS 17.0, *) {
            ContentUnavailableView(title, systemImage: systemImage)
        } else {
            VStack(spacing: 8) {
                Image(systemName: systemImage)
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
                Text(title).font(.headline)
            }
        }
    }
}
