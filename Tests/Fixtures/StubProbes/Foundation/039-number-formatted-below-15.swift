// ios: 14.0
// expect: error: is only available in iOS 15
import Foundation

let text = 3.5.formatted()
