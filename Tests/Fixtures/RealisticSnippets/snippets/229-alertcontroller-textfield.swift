// ios: 15
// expect: pass
// topic: UIAlertController with a text field and actions
// apis: UIAlertController(title:message:preferredStyle:), addTextField(configurationHandler:), UIAlertAction(title:style:handler:), preferredAction
final class RenameViewController: UIViewController {
    func askForName(current: String, completion: @escaping (String) -> Void) {
        let alert = UIAlertController(title: "Renombrar", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.text = current
            field.clearButtonMode = .whileEditing
        }
        let save = UIAlertAction(title: "Guardar", style: .default) { _ in
            completion(alert.textFields?.first?.text ?? current)
        }
        alert.addAction(UIAlertAction(title: "Cancelar", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }
}
