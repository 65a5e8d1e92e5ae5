// ios: 17
// expect: pass
// topic: UIView.animate(springDuration:bounce:) (iOS 17)
// apis: UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
final class CardView: UIView {
    func pop() {
        transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(springDuration: 0.4, bounce: 0.3) {
            self.transform = .identity
        }
    }
}
