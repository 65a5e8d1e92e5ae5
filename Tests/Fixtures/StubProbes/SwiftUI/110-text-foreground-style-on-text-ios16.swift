// ios: 16.0
// expect: error: 'foregroundStyle' is only available in iOS 17.0 or newer
import SwiftUI

// The Text-returning foregroundStyle (for concatenation) is iOS 17.
func styled() -> Text {
    Text("Rojo").foregroundStyle(.red) + Text(" normal")
}
