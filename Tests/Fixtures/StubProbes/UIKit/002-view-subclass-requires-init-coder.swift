// ios: 15.0
// expect: error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'
import UIKit

final class BadgeView: UIView {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
    }
}
