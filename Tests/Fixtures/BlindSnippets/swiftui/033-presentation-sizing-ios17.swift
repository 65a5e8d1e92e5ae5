// ios: 17
// expect: error 18: is only available in iOS 18.0 or newer
// topic: presentationSizing(.page) adopted in an iOS 17 app
// apis: sheet(isPresented:content:), presentationSizing
// source: https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)
import SwiftUI

struct ReportViewer: View {
    @State private var isShowingReport = false

    var body: some View {
        Button("Open quarterly report") { isShowingReport = true }
            .sheet(isPresented: $isShowingReport) {
                ScrollView {
                    Text("Q3 revenue grew 12% year over year.")
                        .padding()
                }
                .presentationSizing(.page)
            }
    }
}
