// ios: 15
// expect: error 31: is only available in iOS 16.0 or newer
// topic: Using UIHostingController.sizingOptions (iOS 16) to size an embedded SwiftUI header in an iOS 15 app
// apis: UIHostingController.sizingOptions, UIHostingController.init(rootView:), UIViewController.addChild(_:), UIStackView.addArrangedSubview(_:)
// source: https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions
import SwiftUI
import UIKit

struct ProfileHeader: View {
    let name: String

    var body: some View {
        VStack {
            Image(systemName: "person.crop.circle.fill").font(.system(size: 56))
            Text(name).font(.title2.bold())
        }
        .padding(.vertical)
    }
}

final class ProfileViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.frame = view.bounds
        view.addSubview(stack)

        let header = UIHostingController(rootView: ProfileHeader(name: "Jordan Lee"))
        header.sizingOptions = .intrinsicContentSize
        addChild(header)
        stack.addArrangedSubview(header.view)
        header.didMove(toParent: self)
    }
}
