// ios: 26.0
// expect: warning: 'main' was deprecated in iOS 26.0
// Apple: https://developer.apple.com/documentation/uikit/uiscreen/main ("iOS: 2.0.0 - 26.0.0"; the iOS 16–18
// SDKs marked it API_TO_BE_DEPRECATED, which the compiler does not diagnose).
import UIKit

let width = UIScreen.main.bounds.width
print(width)
