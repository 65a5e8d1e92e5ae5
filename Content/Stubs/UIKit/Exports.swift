// UIKit overlay. `import UIKit` also gives Foundation (and through it CoreGraphics, Dispatch,
// the Objective-C runtime) and QuartzCore (CALayer), as in the real SDK.
@_exported import UIKit
@_exported import Foundation
@_exported import QuartzCore
