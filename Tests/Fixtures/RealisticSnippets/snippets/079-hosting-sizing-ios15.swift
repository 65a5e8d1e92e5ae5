// ios: 15
// expect: error 9: is only available in iOS 16.0 or newer
// topic: UIHostingController.sizingOptions at iOS 15
// apis: UIHostingController.sizingOptions
final class BannerHost: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: Text("Aviso"))
        host.sizingOptions = .intrinsicContentSize
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
