// ios: 15.0
// expect: warning: 'windows' was deprecated in iOS 15.0: Use UIWindowScene.windows on a relevant window scene instead
import UIKit

let window = UIApplication.shared.windows.first
print(window as Any)
