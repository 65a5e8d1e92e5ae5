// ios: 16.0
// expect: error: 'environment' is only available in iOS 17.0 or newer
import SwiftUI

@available(iOS 17.0, *)
@Observable
final class AppModel {}

struct Root: View {
    var body: some View {
        // Guarded: fine.
        if #available(iOS 17.0, *) {
            Text("ok").environment(AppModel())
        }
        // Unguarded: both the Observable type and the modifier are iOS 17.
        Text("ko").environment(AppModel())
    }
}
