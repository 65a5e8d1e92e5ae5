// ios: 15.0
// expect: pass
import UIKit

final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.numberOfTapsRequired = 2
        tap.cancelsTouchesInView = false
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress))
        longPress.minimumPressDuration = 0.5
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        swipe.direction = [.left, .right]
        tap.require(toFail: pan)
        [tap, pan, longPress, swipe].forEach(view.addGestureRecognizer)
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
    }
    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: view)
        print(point.x, recognizer.state == .ended)
    }
    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        switch recognizer.state {
        case .began, .changed: view.transform = CGAffineTransform(translationX: translation.x, y: 0)
        default: recognizer.setTranslation(.zero, in: view)
        }
    }
    @objc private func handleLongPress() {}
    @objc private func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {}
    @objc private func buttonTapped() {}
}
