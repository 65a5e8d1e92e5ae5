// ios: 15.0
// expect: error:
import Foundation

let text: Int = Date().formatted()
