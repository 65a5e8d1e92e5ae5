// ios: 14
// expect: error 18: is only available in iOS 15.0 or newer
// topic: Adopting UIButton(configuration:primaryAction:) without raising the iOS 14 deployment target
// apis: UIButton.init(configuration:primaryAction:), UIButton.Configuration.borderedProminent(), UIAction
// source: https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
import UIKit

final class OnboardingViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let start = UIAction(title: "Get Started") { [weak self] _ in
            self?.onFinish?()
        }
        let startButton = UIButton(configuration: .borderedProminent(), primaryAction: start)
        startButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(startButton)

        NSLayoutConstraint.activate([
            startButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            startButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            startButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        ])
    }
}
