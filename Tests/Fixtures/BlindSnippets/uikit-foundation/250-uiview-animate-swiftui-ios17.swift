// ios: 17
// expect: error 19: is only available in iOS 18.0 or newer
// topic: Using the SwiftUI-animation flavor of UIView.animate (iOS 18) in an iOS 17 app
// apis: UIView.animate(_:changes:completion:), Animation.snappy, UIView.alpha
// source: https://developer.apple.com/documentation/uikit/uiview/animate(_:changes:completion:)
import UIKit
import SwiftUI

final class ToastPresenter {
    private weak var toast: UIView?

    init(toast: UIView) {
        self.toast = toast
    }

    @MainActor
    func show() {
        guard let toast = toast else { return }
        UIView.animate(.snappy) {
            toast.alpha = 1
            toast.transform = .identity
        }
    }
}
