// ios: 15.0
// expect: error: missing argument for parameter 'animated'
import UIKit

let navigation = UINavigationController(rootViewController: UIViewController())
navigation.pushViewController(UIViewController())
