// ios: 14.0
// expect: error: 'FocusState' is only available in iOS 15.0 or newer
import SwiftUI

struct SearchField: View {
    @State private var query = ""
    @FocusState private var focused: Bool
    var body: some View {
        TextField("Buscar", text: $query)
    }
}
