// ios: 15.0
// expect: error: incorrect argument label
import CoreGraphics

let rect = CGRect(x: 0, y: 0, w: 10, h: 10)
