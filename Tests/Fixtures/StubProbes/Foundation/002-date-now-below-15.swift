// ios: 14.0
// expect: error: 'now' is only available in iOS 15
import Foundation

let date = Date.now
