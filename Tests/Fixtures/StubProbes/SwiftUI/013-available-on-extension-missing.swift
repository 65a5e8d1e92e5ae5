// ios: 15.0
// expect: error: 'scrollContentBackground' is only available in iOS 16.0 or newer
import SwiftUI

@available(iOS 15.0, *)
extension View {
    func clearListBackground() -> some View {
        scrollContentBackground(.hidden)
    }
}
