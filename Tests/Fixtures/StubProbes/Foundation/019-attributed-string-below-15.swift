// ios: 14.0
// expect: error: 'AttributedString' is only available in iOS 15
import Foundation

let text = AttributedString("Hello")
