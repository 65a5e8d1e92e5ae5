// ios: 17.0
// expect: error: cannot convert value of type 'String' to expected argument type 'Text'
import SwiftUI

struct BadEmptyState: View {
    var body: some View {
        // description: takes a Text?, not a String.
        ContentUnavailableView("Empty", systemImage: "tray", description: "Nothing yet")
    }
}
