// ios: 15.0
// expect: pass
import UIKit

let container = UIView(), child = UIView()
child.topAnchor.constraint(equalTo: container.topAnchor)
UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
let navigation = UINavigationController(rootViewController: UIViewController())
navigation.popViewController(animated: true)
child.becomeFirstResponder()
