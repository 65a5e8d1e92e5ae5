// ios: 17
// expect: pass
// topic: Insetting scroll content without clipping using safeAreaPadding and contentMargins
// apis: safeAreaPadding(_:_:), contentMargins(_:_:for:), ContentMarginPlacement.scrollContent, ContentMarginPlacement.scrollIndicators, scrollIndicators
// source: https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:), https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)
import SwiftUI

struct PhotoStrip: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Recent")
                .font(.headline)
                .padding(.horizontal)
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<15) { index in
                        RoundedRectangle(cornerRadius: 10)
                            .fill(Color(hue: Double(index) / 15, saturation: 0.6, brightness: 0.9))
                            .frame(width: 90, height: 120)
                    }
                }
            }
            .safeAreaPadding(.horizontal, 16)
            .scrollIndicators(.hidden)

            List(1...20, id: \.self) { Text("Item \($0)") }
                .contentMargins(.top, 8, for: .scrollContent)
                .contentMargins(.horizontal, 24, for: .scrollIndicators)
        }
    }
}
