// ios: 15.0
// expect: error: cannot convert value of type 'String' to specified type 'Int'
import Foundation

let length: Int = NSObject().description
