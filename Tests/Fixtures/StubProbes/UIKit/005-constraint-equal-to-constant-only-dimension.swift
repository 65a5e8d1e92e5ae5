// ios: 15.0
// expect: error: no exact matches in call to instance method 'constraint'
import UIKit

let view = UIView()
let c = view.leadingAnchor.constraint(equalToConstant: 10)
