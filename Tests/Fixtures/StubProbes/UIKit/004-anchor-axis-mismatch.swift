// ios: 15.0
// expect: error: cannot convert value of type 'NSLayoutAnchor<NSLayoutYAxisAnchor>' to expected argument type 'NSLayoutAnchor<NSLayoutXAxisAnchor>'
import UIKit

let a = UIView(), b = UIView()
let c = a.leadingAnchor.constraint(equalTo: b.topAnchor)
