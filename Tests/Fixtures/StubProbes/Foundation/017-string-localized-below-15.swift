// ios: 14.0
// expect: error: is only available in iOS
import Foundation

let message = String(localized: "Hello")
