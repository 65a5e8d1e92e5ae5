// ios: 15.0
// expect: pass
import CoreGraphics

let padding: CGFloat = 12
let ratio: CGFloat = 0.5
let doubled = padding * 2 + ratio
let asDouble: Double = doubled  // implicit CGFloat -> Double
let back: CGFloat = asDouble  // implicit Double -> CGFloat
let clamped = min(max(doubled, 0), 100)
let rounded = doubled.rounded()
print(back, clamped, rounded, CGFloat.pi / 2, abs(-padding))
