// ios: 17
// expect: pass
// topic: UIButton.Configuration with a configurationUpdateHandler for a busy state, plus the iOS 17 spring animation API
// apis: UIButton.Configuration.filled(), UIButton.init(configuration:primaryAction:), UIButton.configurationUpdateHandler, UIButton.setNeedsUpdateConfiguration(), UIButton.Configuration.showsActivityIndicator, UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
// source: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct, https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
import UIKit

final class CheckoutViewController: UIViewController {
    private var isSubmitting = false {
        didSet { payButton.setNeedsUpdateConfiguration() }
    }

    private lazy var payButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Pay Now"
        config.subtitle = "Apple Pay or card"
        config.image = UIImage(systemName: "creditcard")
        config.imagePlacement = .leading
        config.imagePadding = 8
        config.cornerStyle = .large

        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
            self?.submit()
        })
        button.configurationUpdateHandler = { [weak self] button in
            guard var updated = button.configuration else { return }
            let busy = self?.isSubmitting ?? false
            updated.showsActivityIndicator = busy
            updated.title = busy ? "Processing…" : "Pay Now"
            button.configuration = updated
            button.isEnabled = !busy
        }
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(payButton)
        NSLayoutConstraint.activate([
            payButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            payButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24)
        ])
    }

    private func submit() {
        isSubmitting = true
        UIView.animate(springDuration: 0.4, bounce: 0.3) {
            self.payButton.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        } completion: { _ in
            self.payButton.transform = .identity
        }
    }
}
