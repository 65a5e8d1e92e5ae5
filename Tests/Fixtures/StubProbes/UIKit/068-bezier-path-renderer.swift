// ios: 15.0
// expect: pass
import UIKit

let path = UIBezierPath(
    roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .bottomRight],
    cornerRadii: CGSize(width: 8, height: 8))
let shape = CAShapeLayer()
shape.path = path.cgPath
let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
let image = renderer.image { context in
    UIColor.systemBlue.setFill()
    path.fill()
    context.cgContext.setAlpha(0.5)
}
print(image.size)
