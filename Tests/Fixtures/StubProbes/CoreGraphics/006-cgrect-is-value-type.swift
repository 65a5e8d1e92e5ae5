// ios: 15.0
// expect: error: cannot assign to property: 'rect' is a 'let' constant
import CoreGraphics

let rect = CGRect.zero
rect.size.width = 10
