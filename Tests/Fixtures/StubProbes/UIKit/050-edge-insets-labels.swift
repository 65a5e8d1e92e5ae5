// ios: 15.0
// expect: error: incorrect argument labels
import UIKit

let insets = UIEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
