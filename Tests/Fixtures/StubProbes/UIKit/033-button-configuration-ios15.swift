// ios: 15.0
// expect: pass
import UIKit

var configuration = UIButton.Configuration.filled()
configuration.title = "Download"
configuration.image = UIImage(systemName: "arrow.down.circle")
configuration.imagePadding = 8
configuration.cornerStyle = .capsule
let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in print("tap") })
button.configurationUpdateHandler = { button in
    button.configuration?.showsActivityIndicator = button.isSelected
}
