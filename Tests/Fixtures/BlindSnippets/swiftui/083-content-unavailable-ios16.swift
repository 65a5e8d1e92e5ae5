// ios: 16
// expect: error 13: is only available in iOS 17.0 or newer
// topic: ContentUnavailableView used as an empty state in an iOS 16 app
// apis: ContentUnavailableView(_:systemImage:description:), List
// source: https://developer.apple.com/documentation/swiftui/contentunavailableview
import SwiftUI

struct DownloadsList: View {
    let files: [String]

    var body: some View {
        if files.isEmpty {
            ContentUnavailableView("No Downloads", systemImage: "arrow.down.circle", description: Text("Files you download appear here."))
        } else {
            List(files, id: \.self) { file in
                Label(file, systemImage: "doc")
            }
        }
    }
}
