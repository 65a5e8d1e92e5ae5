// ios: 13.0
// expect: warning: 'keyWindow' was deprecated in iOS 13.0
import UIKit

let window = UIApplication.shared.keyWindow
print(window as Any)
