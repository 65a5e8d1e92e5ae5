// ios: 15.0
// expect: pass
import CoreGraphics

let rect = CGRect(x: 0, y: 0, width: 320, height: 480)
let inset = rect.insetBy(dx: 16, dy: 8)
let values: [CGFloat] = [inset.width, inset.height, inset.minY, inset.maxY, inset.midX, rect.size.width]
let origin = CGPoint(x: 4, y: 4.5)
let size = CGSize(width: 10, height: 20)
let other = CGRect(origin: origin, size: size)
print(values, rect.contains(origin), rect.intersects(other), CGRect.zero, CGSize.zero, CGPoint.zero)
