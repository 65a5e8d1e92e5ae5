// ios: 18
// expect: pass
// topic: Animating UIKit views with a SwiftUI spring via UIView.animate(_:changes:completion:) (iOS 18)
// apis: UIView.animate(_:changes:completion:), Animation.spring(duration:bounce:blendDuration:), UITapGestureRecognizer
// source: https://developer.apple.com/documentation/uikit/uiview/animate(_:changes:completion:)
import UIKit
import SwiftUI

final class LikeButtonViewController: UIViewController {
    private let heartView = UIImageView(image: UIImage(systemName: "heart.fill"))
    private var isLiked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        heartView.tintColor = .systemGray3
        heartView.isUserInteractionEnabled = true
        heartView.frame = CGRect(x: 0, y: 0, width: 64, height: 56)
        heartView.center = view.center
        heartView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleLike)))
        view.addSubview(heartView)
    }

    @objc private func toggleLike() {
        isLiked.toggle()
        UIView.animate(.spring(duration: 0.35, bounce: 0.5)) {
            self.heartView.transform = self.isLiked ? CGAffineTransform(scaleX: 1.3, y: 1.3) : .identity
            self.heartView.tintColor = self.isLiked ? .systemPink : .systemGray3
        } completion: {
            print("Like animation settled")
        }
    }
}
