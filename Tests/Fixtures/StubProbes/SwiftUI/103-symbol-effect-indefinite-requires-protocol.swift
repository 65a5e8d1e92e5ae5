// ios: 17.0
// expect: warning: conformance of 'BounceSymbolEffect' to 'IndefiniteSymbolEffect' is only available in iOS 18.0 or newer
import SwiftUI

// Bounce became an indefinite effect only in iOS 18; on iOS 17 it needs `value:`
// (Swift 5 mode diagnoses the unavailable conformance as a warning).
struct Bell: View {
    @State private var ringing = false
    var body: some View {
        Image(systemName: "bell")
            .symbolEffect(.bounce, isActive: ringing)
    }
}
