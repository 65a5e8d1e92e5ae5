// ios: 13.0
// expect: pass
import CoreGraphics

let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let faded = color.copy(alpha: 0.5)
print(color.alpha, faded as Any)
