// ios: 18
// expect: pass
// topic: UIView.animate with a SwiftUI Animation (iOS 18)
// apis: UIView.animate(_:changes:completion:), Animation.spring(duration:bounce:blendDuration:)
final class BannerView: UIView {
    func slideIn() {
        UIView.animate(.spring(duration: 0.5, bounce: 0.2)) {
            self.center.y += 80
        }
    }
}
