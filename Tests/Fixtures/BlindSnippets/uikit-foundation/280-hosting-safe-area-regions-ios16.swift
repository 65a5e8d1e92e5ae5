// ios: 16
// expect: error 24: is only available in iOS 16.4 or newer
// topic: safeAreaRegions arrived in iOS 16.4, so an iOS 16.0 deployment target needs an availability check
// apis: UIHostingController.safeAreaRegions, SafeAreaRegions.keyboard, UIHostingController.sizingOptions
// source: https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions
import SwiftUI
import UIKit

struct ReplyField: View {
    @State private var reply = ""

    var body: some View {
        TextField("Reply", text: $reply)
            .textFieldStyle(.roundedBorder)
            .padding(8)
    }
}

final class ThreadViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let replyHost = UIHostingController(rootView: ReplyField())
        replyHost.sizingOptions = .intrinsicContentSize
        replyHost.safeAreaRegions = .keyboard
        addChild(replyHost)
        replyHost.view.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 60)
        view.addSubview(replyHost.view)
        replyHost.didMove(toParent: self)
    }
}
