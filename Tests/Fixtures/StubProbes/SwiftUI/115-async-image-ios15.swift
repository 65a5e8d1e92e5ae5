// ios: 15.0
// expect: pass
import SwiftUI

struct Avatar: View {
    let url: URL?
    var body: some View {
        VStack {
            AsyncImage(url: url)
            AsyncImage(url: url) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                ProgressView()
            }
            AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
                switch phase {
                case .empty: ProgressView()
                case .success(let image): image.resizable()
                case .failure: Image(systemName: "photo")
                @unknown default: EmptyView()
                }
            }
        }
        .frame(width: 64, height: 64)
    }
}
