// ios: 16
// expect: pass
// topic: Wrapping the iOS 16.4 sheet chrome modifiers in an availability-checked ViewModifier
// apis: ViewModifier, presentationCornerRadius, presentationBackground, presentationCompactAdaptation, if #available
// source: https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:), https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:)
import SwiftUI

struct SheetChrome: ViewModifier {
    var cornerRadius: CGFloat = 24

    func body(content: Content) -> some View {
        if #available(iOS 16.4, *) {
            content
                .presentationCornerRadius(cornerRadius)
                .presentationBackground(.regularMaterial)
                .presentationCompactAdaptation(.sheet)
        } else {
            content
                .background(.regularMaterial)
        }
    }
}

extension View {
    func sheetChrome(cornerRadius: CGFloat = 24) -> some View {
        modifier(SheetChrome(cornerRadius: cornerRadius))
    }
}

struct ShareTargetPicker: View {
    @State private var isPresented = false

    var body: some View {
        Button("Send to…") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                List(["Messages", "Mail", "Notes"], id: \.self) { Text($0) }
                    .presentationDetents([.medium])
                    .sheetChrome()
            }
    }
}
