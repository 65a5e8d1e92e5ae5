// ios: 15.0
// expect: pass
import UIKit

final class Loader {
    func load(into label: UILabel) async {
        let text = await Task.detached { "loaded" }.value
        await MainActor.run { label.text = text }
    }
}
