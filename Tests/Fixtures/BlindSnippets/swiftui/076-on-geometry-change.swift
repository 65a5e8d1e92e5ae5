// ios: 16
// expect: pass
// topic: Replacing a GeometryReader width probe with onGeometryChange (available from iOS 16)
// apis: onGeometryChange(for:of:action:), GeometryProxy.size
// source: https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
import SwiftUI

struct ResponsiveHeader: View {
    @State private var width: CGFloat = 0

    var body: some View {
        Group {
            if width > 500 {
                HStack { title; Spacer(); subtitle }
            } else {
                VStack(alignment: .leading) { title; subtitle }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { newWidth in
            width = newWidth
        }
    }

    private var title: some View {
        Text("Quarterly report").font(.title.bold())
    }

    private var subtitle: some View {
        Text("Updated hourly").foregroundColor(.secondary)
    }
}
