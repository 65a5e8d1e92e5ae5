// ios: 16.0
// expect: error: 'init(_:)' is only available in iOS 17.0 or newer
import SwiftUI

@available(iOS 17.0, *)
@Observable
final class Model {
    var value = 0
}

@available(iOS 16.0, *)
struct Reader: View {
    // Environment.init(_:) for Observable types is iOS 17.
    @Environment(Model.self) private var model
    var body: some View {
        Text("\(model.value)")
    }
}
