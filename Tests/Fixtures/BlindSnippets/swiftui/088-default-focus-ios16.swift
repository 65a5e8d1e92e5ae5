// ios: 16
// expect: error 22: is only available in iOS 17.0 or newer
// topic: defaultFocus on iOS needs iOS 17 even though FocusState exists since iOS 15
// apis: FocusState, focused(_:equals:), defaultFocus(_:_:priority:)
// source: https://developer.apple.com/documentation/swiftui/view/defaultfocus(_:_:priority:)
import SwiftUI

struct CouponEntry: View {
    enum Field: Hashable {
        case code
    }

    @State private var code = ""
    @FocusState private var focused: Field?

    var body: some View {
        Form {
            TextField("Coupon code", text: $code)
                .focused($focused, equals: .code)
            Button("Apply") { focused = nil }
        }
        .defaultFocus($focused, .code)
    }
}
