// ios: 16
// expect: error 22: is only available in iOS 17.0 or newer
// topic: Switching a card animation to the iOS 17 duration/bounce spring API while the app still deploys to iOS 16
// apis: UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:), CGAffineTransform
// source: https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
import UIKit

final class CardStackViewController: UIViewController {
    private let cardView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.backgroundColor = .systemIndigo
        cardView.layer.cornerRadius = 24
        cardView.frame = CGRect(x: 40, y: 160, width: 300, height: 420)
        view.addSubview(cardView)
        cardView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8).translatedBy(x: 0, y: 200)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(springDuration: 0.5, bounce: 0.3) {
            self.cardView.transform = .identity
        }
    }
}
