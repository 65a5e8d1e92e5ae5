// ios: 15
// expect: pass
// topic: UIButton.Configuration with UIAction
// apis: UIButton.Configuration.filled(), UIButton(configuration:primaryAction:), UIAction(title:image:handler:), configurationUpdateHandler
final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var config = UIButton.Configuration.filled()
        config.title = "Pagar ahora"
        config.image = UIImage(systemName: "creditcard")
        config.imagePadding = 8
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in
            print("pagando")
        })
        button.configurationUpdateHandler = { button in
            button.configuration?.showsActivityIndicator = button.isHighlighted
        }
        view.addSubview(button)
    }
}
