// ios: 16
// expect: pass
// topic: Switching stack direction with AnyLayout and picking a label that fits with ViewThatFits
// apis: AnyLayout, HStackLayout, VStackLayout, ViewThatFits(in:), horizontalSizeClass, DynamicTypeSize.isAccessibilitySize
// source: https://developer.apple.com/documentation/swiftui/anylayout, https://developer.apple.com/documentation/swiftui/viewthatfits
import SwiftUI

struct PublishBar: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize

    private var layout: AnyLayout {
        if sizeClass == .compact || typeSize.isAccessibilitySize {
            return AnyLayout(VStackLayout(spacing: 12))
        }
        return AnyLayout(HStackLayout(spacing: 12))
    }

    var body: some View {
        VStack(spacing: 24) {
            layout {
                Button("Save draft") {}
                Button("Publish") {}
                    .buttonStyle(.borderedProminent)
            }
            ViewThatFits(in: .horizontal) {
                Text("Last edited just now by Jordan Appleseed")
                Text("Edited just now")
                Image(systemName: "clock")
            }
        }
        .padding()
    }
}
