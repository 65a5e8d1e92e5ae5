// ios: 16.0
// expect: warning: 'main' was deprecated in iOS 16.0
import UIKit

let width = UIScreen.main.bounds.width
print(width)
