// ios: 13.0
// expect: error: 'init(_:systemImage:action:)' is only available in iOS 14.0 or newer
import SwiftUI

struct AddButton: View {
    var body: some View {
        Button("Añadir", systemImage: "plus") {}
    }
}
