// ios: 14
// expect: error 9: is only available in iOS 15.0 or newer
// topic: AsyncImage at iOS 14
// apis: AsyncImage
struct CoverImage: View {
    let url: URL

    var body: some View {
        AsyncImage(url: url)
            .frame(width: 100, height: 150)
    }
}
