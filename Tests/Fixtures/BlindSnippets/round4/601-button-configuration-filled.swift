// ios: 15
// expect: pass
// topic: Replacing setTitle/setImage button styling with UIButton.Configuration and a configurationUpdateHandler
// apis: UIButton.Configuration.filled(), UIButton(configuration:primaryAction:), configurationUpdateHandler, showsActivityIndicator, imagePlacement, cornerStyle, buttonSize
// source: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
import UIKit

final class CheckoutViewController: UIViewController {
    private lazy var payButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Pay Now"
        config.subtitle = "Apple Pay"
        config.image = UIImage(systemName: "creditcard")
        config.imagePlacement = .leading
        config.imagePadding = 8
        config.cornerStyle = .large
        config.buttonSize = .large
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
            self?.startPayment()
        })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isSelected
            updated?.title = button.isSelected ? "Processing…" : "Pay Now"
            button.configuration = updated
        }
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        payButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(payButton)
        NSLayoutConstraint.activate([
            payButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            payButton.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    private func startPayment() {
        payButton.isSelected = true
    }
}
