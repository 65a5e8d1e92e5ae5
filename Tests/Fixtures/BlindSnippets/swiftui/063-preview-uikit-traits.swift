// ios: 17
// expect: pass
// topic: #Preview for a UIKit view controller next to SwiftUI previews with traits
// apis: Preview macro (UIViewController body), PreviewTrait.landscapeLeft, PreviewTrait.fixedLayout(width:height:), UIViewController, NSLayoutConstraint
// source: https://developer.apple.com/documentation/swiftui/previews-in-xcode, https://developer.apple.com/documentation/swiftui/previewtrait
import SwiftUI
import UIKit

final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Welcome back"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}

struct WelcomeBanner: View {
    var body: some View {
        Text("Welcome back")
            .font(.largeTitle.bold())
    }
}

#Preview("UIKit screen") {
    WelcomeViewController()
}

#Preview("SwiftUI banner", traits: .landscapeLeft) {
    WelcomeBanner()
}

#Preview("Fixed size", traits: .fixedLayout(width: 320, height: 120)) {
    WelcomeBanner()
}
