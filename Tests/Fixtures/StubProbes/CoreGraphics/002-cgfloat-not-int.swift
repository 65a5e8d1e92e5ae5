// ios: 15.0
// expect: error: cannot convert value of type 'CGFloat' to specified type 'Int'
import CoreGraphics

let width: CGFloat = 10
let count: Int = width
