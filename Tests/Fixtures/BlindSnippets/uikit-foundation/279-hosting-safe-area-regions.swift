// ios: 16.4
// expect: pass
// topic: Stopping an embedded UIHostingController from applying safe-area insets with safeAreaRegions (iOS 16.4)
// apis: UIHostingController.safeAreaRegions, SafeAreaRegions, UIHostingController.sizingOptions, UIViewController.addChild(_:), UIViewController.didMove(toParent:)
// source: https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions
import SwiftUI
import UIKit

struct PromoBanner: View {
    var body: some View {
        HStack {
            Image(systemName: "gift.fill")
            Text("Get 3 months free with Premium")
            Spacer()
        }
        .padding()
        .background(Color.orange.opacity(0.2))
    }
}

final class StoreViewController: UIViewController {
    private let banner = UIHostingController(rootView: PromoBanner())

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.safeAreaRegions = []
        banner.sizingOptions = .intrinsicContentSize
        addChild(banner)
        banner.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner.view)
        NSLayoutConstraint.activate([
            banner.view.topAnchor.constraint(equalTo: view.topAnchor),
            banner.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.view.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        ])
        banner.didMove(toParent: self)
    }
}
