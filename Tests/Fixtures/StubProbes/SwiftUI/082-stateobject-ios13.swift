// ios: 13.0
// expect: error: 'StateObject' is only available in iOS 14.0 or newer
import SwiftUI

final class Model: ObservableObject {
    @Published var count = 0
}

struct Counter: View {
    @StateObject private var model = Model()
    var body: some View {
        Text("\(model.count)")
    }
}
