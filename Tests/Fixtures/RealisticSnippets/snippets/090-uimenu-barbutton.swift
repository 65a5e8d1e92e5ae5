// ios: 15
// expect: pass
// topic: UIMenu on a UIBarButtonItem
// apis: UIBarButtonItem(title:image:primaryAction:menu:), UIMenu(title:children:), UIAction(title:image:attributes:handler:)
final class DocumentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIAction(title: "Compartir", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
        let delete = UIAction(title: "Eliminar", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
        let menu = UIMenu(title: "", children: [share, delete])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: menu)
    }
}
