// ios: 15.0
// expect: pass
import UIKit

final class BadgeView: UIView {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
        layer.cornerRadius = 8
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
}
