// ios: 15.0
// expect: pass
import UIKit

let root = UIViewController()
let navigation = UINavigationController(rootViewController: root)
navigation.navigationBar.prefersLargeTitles = true
root.navigationItem.largeTitleDisplayMode = .always
root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
let detail = UIViewController()
navigation.pushViewController(detail, animated: true)
navigation.popViewController(animated: true)
navigation.setViewControllers([root, detail], animated: false)
print(navigation.viewControllers.count, navigation.topViewController === detail)
root.present(UIViewController(), animated: true)
root.dismiss(animated: true) { print("dismissed") }
