// ios: 15
// expect: pass
// topic: Measuring a floating header with a PreferenceKey and GeometryReader
// apis: PreferenceKey, preference(key:value:), onPreferenceChange(_:perform:), GeometryReader, background(alignment:content:)
// source: https://developer.apple.com/documentation/swiftui/preferencekey
import SwiftUI

struct HeaderHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct FloatingHeaderScreen: View {
    @State private var headerHeight: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(1..<30) { row in
                        Text("Row \(row)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding(.top, headerHeight)
                .padding(.horizontal)
            }
            header
                .background {
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeaderHeightKey.self, value: proxy.size.height)
                    }
                }
        }
        .onPreferenceChange(HeaderHeightKey.self) { height in
            headerHeight = height
        }
    }

    private var header: some View {
        VStack(alignment: .leading) {
            Text("Library").font(.largeTitle.bold())
            Text("42 books").foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.bar)
    }
}
