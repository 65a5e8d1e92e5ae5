// ios: 17
// expect: pass
// topic: #Preview of a UIKit view controller
// apis: Preview(_:traits:body:)
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Perfil"
    }
}

#Preview("Perfil") {
    let controller = ProfileViewController()
    return UINavigationController(rootViewController: controller)
}
