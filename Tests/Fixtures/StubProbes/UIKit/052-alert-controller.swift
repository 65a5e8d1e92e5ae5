// ios: 15.0
// expect: pass
import UIKit

final class SettingsViewController: UIViewController {
    func confirmReset() {
        let alert = UIAlertController(title: "Reset", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { _ in print("reset") })
        alert.addTextField { field in field.placeholder = "Type RESET" }
        present(alert, animated: true)
    }
}
