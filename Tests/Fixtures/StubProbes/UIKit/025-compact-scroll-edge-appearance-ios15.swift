// ios: 14.0
// expect: error: 'compactScrollEdgeAppearance' is only available in iOS 15
import UIKit

let bar = UINavigationBar()
bar.compactScrollEdgeAppearance = UINavigationBarAppearance()
