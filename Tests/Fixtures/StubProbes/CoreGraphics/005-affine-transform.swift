// ios: 15.0
// expect: pass
import CoreGraphics

let t = CGAffineTransform(scaleX: 0.9, y: 0.9)
    .concatenating(CGAffineTransform(translationX: 0, y: 20))
    .rotated(by: .pi / 8)
let p = CGPoint(x: 1, y: 1).applying(t)
print(p, t.isIdentity, CGAffineTransform.identity == t.inverted())
